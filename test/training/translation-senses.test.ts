import { describe, expect, it } from 'vitest';
import { buildSenses, countSenses, emptySenseCounts, sideTags } from '../../training/translation-senses.js';
import type { ParallelPair } from '../../training/parallel.js';

const pair = (msText: string, enText: string, source: string, ms: string[], en: string[], pos?: 'ADJ'): ParallelPair => ({ ms, en, msText, enText, source, ...(pos ? { pos } : {}) });

describe('sideTags', () => {
  it('tags a sentence side token by token, a Wordnet entry by its synset, and not interface strings', () => {
    const p = pair('Dia sangat baik hati.', 'She is very kind.', 'tatoeba', ['dia', 'sangat', 'baik', 'hati', '.'], ['she', 'is', 'very', 'kind', '.']);
    expect(sideTags(p, 'en')).toEqual(['PRON', 'AUX', 'ADV', 'ADJ', 'PUNCT']);
    expect(sideTags(pair('baik hati', 'kind', 'wordnet', ['baik', 'hati'], ['kind'], 'ADJ'), 'en')).toEqual(['ADJ']);
    expect(sideTags(pair('Tutup', 'Close', 'debian', ['tutup'], ['close']), 'en')).toBeUndefined();
  });

  it('gives no tags when the pair was tokenised otherwise than the tagger reads it', () => {
    expect(sideTags(pair('Aku tak tahu', 'I do not know', 'team-chat', ['saya', 'tidak', 'tahu'], ['i', 'do', 'not', 'know']), 'ms')).toBeUndefined();
  });
});

describe('buildSenses', () => {
  it('gives a word an entry for a tag whose translations differ from its overall ones, scored under the tag', () => {
    const counts = new Map([
      ['jenis\tkind', 30],
      ['baik\tkind', 3],
      ['baik\tgood', 20],
    ]);
    const tagged = emptySenseCounts();
    countSenses(tagged, [['jenis', 'kind', 0, 0]], { en: ['NOUN'] }, 30);
    countSenses(tagged, [['baik', 'kind', 0, 0]], { en: ['ADJ'] }, 3);
    const entries = [...counts.keys()].map((k) => ({ ms: k.split('\t')[0] as string, en: k.split('\t')[1] as string, scores: [0.5, 0.5, 0.5, 0.5] as [number, number, number, number] }));
    const senses = buildSenses(tagged, { counts, entries, lexical: () => 0.5 });
    const adjective = senses.en['kind|ADJ'];
    expect(adjective?.map(([t]) => t)).toEqual(['jenis', 'baik']);
    const p = Object.fromEntries((adjective ?? []).map(([t, pTag]) => [t, pTag]));
    expect(p.baik).toBeGreaterThan(p.jenis as number);
    expect(senses.en['kind|NOUN']).toBeUndefined(); // the noun reads as the word overall does
    expect(senses.ms).toEqual({});
  });
});
