/**
 * The Malay–English parallel data for translation: NTREX-128 news, TALPCo and Tatoeba everyday sentences,
 * SIB-200 (FLORES) sentences and Debian/Mozilla interface strings, tokenised as the language models read
 * them. Held-out rows follow the corpus rules (`corpora.ts`), so the language models never saw them; a
 * further 5 % of the training rows is set aside for tuning the decoder's weights.
 */
import { lmTokens } from '../src/analysis/generate.js';
import { readAsTranslated } from '../src/analysis/translate.js';
import { normalize } from '../src/text/normalize.js';
import { isHeldOut, readLines, readTeamTable, readTsv } from './common.js';

/** One sentence pair (tokens, lower-case). */
export interface ParallelPair {
  readonly ms: readonly string[];
  readonly en: readonly string[];
  /** The raw sentences, for evaluation. */
  readonly msText: string;
  readonly enText: string;
  readonly source: string;
  /** A dictionary entry's part of speech (Wordnet's synset: noun, verb, adjective, adverb), for every word of it. */
  readonly pos?: 'NOUN' | 'VERB' | 'ADJ' | 'ADV';
}

/** Which part of the data: `train`, `tune` (5 % of training rows, for weight tuning) or `test` (held out). */
export type ParallelSplit = 'train' | 'tune' | 'test';

/** Interface strings with placeholders, markup or shortcuts are left out; they teach nothing about language. */
const SOFTWARE_NOISE = /%|\$\d|\{|\}|<[^>]+>|&\w+;|_\w|\\n|^\W*$/;

function split(source: string, key: string, heldOut: boolean): ParallelSplit {
  if (heldOut) return 'test';
  return isHeldOut(`tune-${source}`, key, 0.05) ? 'tune' : 'train';
}

function pair(msText: string, enText: string, source: string): ParallelPair | undefined {
  const ms = lmTokens(msText);
  const en = lmTokens(enText);
  if (ms.length === 0 || en.length === 0 || ms.length > 60 || en.length > 60) return undefined;
  const ratio = ms.length / en.length;
  if (ratio > 3 || ratio < 1 / 3) return undefined;
  return { ms, en, msText: msText.trim(), enText: enText.trim(), source };
}

/**
 * The parallel pairs of one split. Held-out keys are those of `training/corpora.ts` (NTREX line, TALPCo id,
 * Tatoeba line, SIB-200 dev), so the same sentences are held out from the language models.
 */
export function parallelPairs(which: ParallelSplit): ParallelPair[] {
  const out: ParallelPair[] = [];
  const add = (source: string, key: string, heldOut: boolean, ms: string, en: string): void => {
    if (split(source, key, heldOut) !== which) return;
    const p = pair(ms, en, source);
    if (p) out.push(p);
  };
  for (const r of readTsv('ntrex128', 'ntrex128.tsv')) add('ntrex128', r.line ?? '', isHeldOut('ntrex128', r.line ?? ''), r.msa ?? '', r.eng ?? '');
  for (const r of readTsv('talpco', 'talpco.tsv')) add('talpco', r.id ?? '', isHeldOut('talpco', r.id ?? ''), r.zsm ?? '', r.eng ?? '');
  for (const r of readTsv('tatoeba-laser-ms-id', 'zsm-eng.tsv')) add('tatoeba', r.line ?? '', isHeldOut('tatoeba-ms', r.line ?? ''), r.zsm ?? '', r.eng ?? '');
  for (const splitName of ['train', 'dev'] as const) {
    const ms = new Map(readTsv('sib200', 'zsm_Latn', `${splitName}.tsv`).map((r) => [r.index_id, r.text ?? '']));
    for (const r of readTsv('sib200', 'eng_Latn', `${splitName}.tsv`)) add('sib200', r.index_id ?? '', splitName === 'dev', ms.get(r.index_id) ?? '', r.text ?? '');
  }
  if (which !== 'test') {
    for (const line of readLines('debian-l10n-ms', 'ms_en_pairs.tsv').slice(1)) {
      const [en, ms] = line.split('\t');
      if (!en || !ms || SOFTWARE_NOISE.test(en) || SOFTWARE_NOISE.test(ms)) continue;
      add('debian', en, false, ms.replace(/_/g, ''), en.replace(/_/g, ''));
    }
  }
  return out;
}

/**
 * TICO-19's carve-out: a fifth of its translation units (by hash of the id), kept apart from any training or tuning
 * that takes TICO-19 in.
 */
const TICO_HELD_OUT = 0.2;

/**
 * TICO-19's carve-out (a fifth of its units; the translator and the language models never read TICO-19), for
 * `npm run eval`.
 */
export function ticoTestPairs(): ParallelPair[] {
  return readTsv('tico19-en-ms', 'en-ms.tsv').filter((r) => isHeldOut('tico19', r.tuid ?? '', TICO_HELD_OUT)).flatMap((r) => pair(r.ms ?? '', r.en ?? '', 'tico19') ?? []);
}

/** Wordnet's synset kinds as parts of speech (`s` is a satellite adjective). */
const SYNSET_POS: Readonly<Record<string, 'NOUN' | 'VERB' | 'ADJ' | 'ADV'>> = { n: 'NOUN', v: 'VERB', a: 'ADJ', s: 'ADJ', r: 'ADV' };

/**
 * Word pairs from Wordnet Bahasa (MIT; English side WordNet 3.0 licence): each Malay lemma of one or two
 * words with up to three English synonyms per sense, as one-word "sentences" that seed the alignment.
 */
export function wordnetPairs(): ParallelPair[] {
  const out: ParallelPair[] = [];
  for (const line of readLines('wordnet-bahasa-ms-en', 'zsm_eng_wordnet.tsv').slice(1)) {
    const [malay, english, synset] = line.split('\t');
    if (!malay || !english || !/^[a-z][a-z-]*( [a-z-]+)?$/.test(malay)) continue;
    const pos = SYNSET_POS[synset?.slice(-1) ?? ''];
    for (const en of english.split('|').slice(0, 3)) {
      if (!/^[a-z][a-z-]*( [a-z-]+)?$/.test(en)) continue;
      out.push({ ms: malay.split(' '), en: en.split(' '), msText: malay, enText: en, source: 'wordnet', ...(pos ? { pos } : {}) });
    }
  }
  return out;
}

/**
 * The team's chat pairs of one file (`training/data/translation/`, CC0) whose raw Malay `keep` accepts, the Malay
 * words read as the translator reads its input (`readAsTranslated`: `kat` as `di`, particles gone).
 */
function teamPairs(file: string, keep: (malay: string) => boolean, malay: (text: string) => string): ParallelPair[] {
  const out: ParallelPair[] = [];
  for (const [ms = '', en = ''] of readTeamTable(`translation/${file}`)) {
    const p = keep(ms) ? pair(malay(ms), en, 'team-chat') : undefined;
    if (p) out.push({ ...p, ms: readAsTranslated(p.ms) });
  }
  return out;
}

/**
 * The team's Malaysian chat pairs (`training/data/translation/chat.tsv`), the Malay side normalised as the
 * translator normalises its input (`xpe` → `tak apa`): 80 % for training, 20 % (`tune`) for tuning the decoder's
 * weights beside the corpora's tuning pairs.
 */
export function teamChatPairs(which: 'train' | 'tune'): ParallelPair[] {
  return teamPairs('chat.tsv', (ms) => (isHeldOut('tune-team-chat', ms, 0.2) ? 'tune' : 'train') === which, normalize);
}

/**
 * Malay's progressive as the team writes it (`training/data/translation/progressive.tsv`, CC0): each verb after
 * `tengah` or `sedang`, paired with its English -ing form after `am`, `is` and `are` (`tengah makan` → `is eating`),
 * so that the English language model can pick the one the subject needs.
 *
 * @example
 * ```ts
 * progressivePairs().find((p) => p.msText === 'tengah makan' && p.enText === 'is eating'); // a pair
 * ```
 */
export function progressivePairs(): ParallelPair[] {
  const out: ParallelPair[] = [];
  for (const [verb = '', english = ''] of readTeamTable('translation/progressive.tsv')) {
    for (const marker of ['tengah', 'sedang']) {
      for (const be of ['am', 'is', 'are']) {
        const p = pair(`${marker} ${verb}`, `${be} ${english}`, 'team-progressive');
        if (p) out.push(p);
      }
    }
  }
  return out;
}

/**
 * Words that take a verb after them, with the English that says them before the verb's base form (`{v}`) or -ing
 * form (`{ing}`), the agreements the English language model chooses from.
 */
const COMPLEMENTS: readonly (readonly [string, readonly string[]])[] = [
  ['suka', ['like {ing}', 'likes {ing}', 'like to {v}', 'likes to {v}']],
  ['nak', ['want to {v}', 'wants to {v}']], ['mahu', ['want to {v}', 'wants to {v}']],
  ['hendak', ['want to {v}', 'wants to {v}']], ['ingin', ['want to {v}', 'wants to {v}']],
  ['boleh', ['can {v}']],
  ['kena', ['have to {v}', 'has to {v}']], ['perlu', ['need to {v}', 'needs to {v}']], ['mesti', ['must {v}']],
  ['cuba', ['try to {v}', 'tried to {v}']], ['pandai', ['good at {ing}']], ['mula', ['start {ing}', 'started {ing}']],
  ['lupa', ['forgot to {v}', 'forget to {v}']], ['jom', ["let's {v}"]],
];

/**
 * A verb after `suka`, `nak`, `boleh`, `kena` and the like, from the team's verb list
 * (`training/data/translation/progressive.tsv`, its base-form column): `suka makan` → `likes eating`, `mahu beli` →
 * `want to buy`, since the corpora seldom show these pairs and the decoder had put the verb's bare translation after
 * the English head (`He likes eat`, `They want bought`).
 *
 * @example
 * ```ts
 * complementPairs().find((p) => p.msText === 'mahu beli' && p.enText === 'want to buy'); // a pair
 * ```
 */
export function complementPairs(): ParallelPair[] {
  const out: ParallelPair[] = [];
  for (const [verb = '', ing = '', base = ''] of readTeamTable('translation/progressive.tsv')) {
    if (base === '') continue;
    for (const [head, englishes] of COMPLEMENTS) {
      for (const english of englishes) {
        const p = pair(`${head} ${verb}`, english.replace('{v}', base).replace('{ing}', ing), 'team-complement');
        if (p) out.push(p);
      }
    }
  }
  return out;
}

/** Malay pronouns after a noun and the English possessives they say (`dia` is his or her). */
const POSSESSIVES: readonly (readonly [string, readonly string[]])[] = [
  ['saya', ['my']], ['aku', ['my']], ['awak', ['your']], ['kamu', ['your']], ['kau', ['your']], ['anda', ['your']],
  ['dia', ['his', 'her']], ['kami', ['our']], ['kita', ['our']], ['mereka', ['their']],
];

/**
 * Whose things and people, as the team writes them (`training/data/translation/possessive.tsv`, CC0): each noun with
 * each pronoun after it, paired with the English possessive before the noun (`adik saya` → `my younger brother`,
 * `kereta dia` → `his car` and `her car`), since the corpora rarely put a pronoun after a noun and `saya` alone
 * reads `I` (`Adik saya belajar` had read `I study brother`).
 *
 * @example
 * ```ts
 * possessivePairs().find((p) => p.msText === 'telefon saya' && p.enText === 'my phone'); // a pair
 * ```
 */
export function possessivePairs(): ParallelPair[] {
  const out: ParallelPair[] = [];
  for (const [noun = '', english = ''] of readTeamTable('translation/possessive.tsv')) {
    for (const [pronoun, owners] of POSSESSIVES) {
      for (const owner of owners) {
        for (const thing of english.split('|')) {
          const p = pair(`${noun} ${pronoun}`, `${owner} ${thing}`, 'team-possessive');
          if (p) out.push(p);
        }
      }
    }
  }
  return out;
}

/** The team's chat evaluation pairs (`training/data/translation/eval.tsv`), raw; never trained or tuned on. */
export function teamChatEvalPairs(): ParallelPair[] {
  return teamPairs('eval.tsv', () => true, (text) => text);
}
