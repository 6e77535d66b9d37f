/**
 * Part-of-speech training and held-out data, mapped to Universal Dependencies tags (UPOS).
 *
 * Mappings (also in models/pos.md):
 * - IndoNLU POSP (PROSA tags): NNO→NOUN, NNP→PROPN, PRN/PRR/PRI/PRK→PRON, ART/KUA→DET, VBT/VBI/VBP/VBE→VERB,
 *   VBL→AUX, ADJ→ADJ, ADV/ADK→ADV, PPO→ADP, CCN→CCONJ, CSN→SCONJ, NEG/PAR→PART, NUM→NUM, INT→INTJ, UNS→X,
 *   $$$→SYM, SYM→PUNCT for punctuation and SYM otherwise.
 * - IndoNLU BaPOS (IDN tags): NN/NND→NOUN, NNP→PROPN, PRP/WH→PRON, PR/DT→DET, VB→VERB, MD→AUX, JJ/OD→ADJ, RB→ADV,
 *   IN→ADP, CC→CCONJ, SC→SCONJ, NEG/RP→PART, CD→NUM, UH→INTJ, FW/X→X, SYM→SYM, Z→PUNCT.
 * - malaya `ner_pos_tokens_bm_v3.json` (traditional Malay tags): KN→NOUN (PROPN when capitalised inside a name
 *   entity), KJ/KP→VERB, KS/ARAH→ADP, KH→CCONJ for dan/atau/serta/tetapi and SCONJ otherwise, GN/KT→PRON,
 *   KETERANGAN/KPENEGAS/KPENGUAT/KPA→ADV, KB/KPEMERI→AUX, KA→ADJ, NAFI→PART, NO/SUKU→NUM, PISAHAN→DET.
 * - After mapping, closed-class words follow UD Indonesian conventions (`yang`→PRON, `ini`/`itu`→DET,
 *   `tidak`→PART, `akan`/`telah`/`adalah`→AUX, `dan`→CCONJ, `di`/`ke`→ADP, personal pronouns→PRON …).
 * Punctuation attached to words in the malaya tokens is split off by the project tokenizer.
 */
import { scan } from '../src/text/tokenize.js';
import { isHeldOut, readData, readTeamTable, readTsv } from './common.js';
import { posWordForm } from '../src/analysis/pos.js';
import { entryOf, tagDictionary, type TaggedSentence } from './tagger.js';
import { vocabulary } from '../src/models/vocab.js';
import { ENGLISH_NUMBER_WORDS } from '../src/lang/en/numbers.js';

/** The UPOS tags the tagger predicts. */
export const UPOS = ['ADJ', 'ADP', 'ADV', 'AUX', 'CCONJ', 'DET', 'INTJ', 'NOUN', 'NUM', 'PART', 'PRON', 'PROPN', 'PUNCT', 'SCONJ', 'SYM', 'VERB', 'X'] as const;

const PROSA: Record<string, string> = {
  NNO: 'NOUN', NNP: 'PROPN', PRN: 'PRON', PRR: 'PRON', PRI: 'PRON', PRK: 'PRON', ART: 'DET', KUA: 'DET', VBT: 'VERB',
  VBI: 'VERB', VBP: 'VERB', VBE: 'VERB', VBL: 'AUX', ADJ: 'ADJ', ADV: 'ADV', ADK: 'ADV', PPO: 'ADP', CCN: 'CCONJ',
  CSN: 'SCONJ', NEG: 'PART', PAR: 'PART', NUM: 'NUM', INT: 'INTJ', UNS: 'X', $$$: 'SYM', SYM: 'SYM',
};
const IDN: Record<string, string> = {
  NN: 'NOUN', NND: 'NOUN', NNP: 'PROPN', PRP: 'PRON', WH: 'PRON', PR: 'DET', DT: 'DET', VB: 'VERB', MD: 'AUX', JJ: 'ADJ',
  OD: 'ADJ', RB: 'ADV', IN: 'ADP', CC: 'CCONJ', SC: 'SCONJ', NEG: 'PART', RP: 'PART', CD: 'NUM', UH: 'INTJ', FW: 'X',
  X: 'X', SYM: 'SYM', Z: 'PUNCT',
};
const MALAYA: Record<string, string> = {
  KN: 'NOUN', KJ: 'VERB', KP: 'VERB', KS: 'ADP', ARAH: 'ADP', GN: 'PRON', KT: 'PRON', KETERANGAN: 'ADV', KPENEGAS: 'ADV',
  KPENGUAT: 'ADV', KPA: 'ADV', KB: 'AUX', KPEMERI: 'AUX', KA: 'ADJ', NAFI: 'PART', NO: 'NUM', SUKU: 'NUM', PISAHAN: 'DET',
};

/** UD Indonesian conventions for closed-class words, applied to the mapped (non-UD) sets. */
const CLOSED_CLASS: Record<string, string> = {
  yang: 'PRON', ini: 'DET', itu: 'DET', tersebut: 'DET', tidak: 'PART', tak: 'PART', bukan: 'PART', belum: 'PART',
  akan: 'AUX', telah: 'AUX', sudah: 'AUX', dapat: 'AUX', harus: 'AUX', bisa: 'AUX', boleh: 'AUX', mesti: 'AUX',
  adalah: 'AUX', ialah: 'AUX', merupakan: 'AUX', dan: 'CCONJ', atau: 'CCONJ', serta: 'CCONJ', tetapi: 'CCONJ',
  tapi: 'CCONJ', bahawa: 'SCONJ', bahwa: 'SCONJ', di: 'ADP', ke: 'ADP', dari: 'ADP', daripada: 'ADP', pada: 'ADP',
  kepada: 'ADP', oleh: 'ADP', lah: 'PART', pun: 'PART',
  // Personal pronouns: the malaya tokens tag a third of them KN (noun), which had taught `saya tidak …` NOUN.
  saya: 'PRON', aku: 'PRON', kami: 'PRON', kita: 'PRON', mereka: 'PRON', dia: 'PRON', ia: 'PRON', beliau: 'PRON',
  kamu: 'PRON', engkau: 'PRON', kau: 'PRON', awak: 'PRON', anda: 'PRON',
};

const PUNCT = /^[\p{P}]+$/u;

function harmonise(word: string, tag: string): string {
  if (tag === 'SYM' && PUNCT.test(word)) return 'PUNCT';
  return CLOSED_CLASS[word.toLowerCase()] ?? tag;
}

/** Sentences of a CoNLL-U file: forms and UPOS tags, with their `sent_id`. */
export function readConllu(...path: string[]): (TaggedSentence & { id: string })[] {
  const out: (TaggedSentence & { id: string })[] = [];
  let words: string[] = [];
  let tags: string[] = [];
  let id = '';
  const flush = (): void => {
    if (words.length > 0) out.push({ words, tags, source: path[0] as string, id });
    words = [];
    tags = [];
  };
  for (const line of readData(...path).split('\n')) {
    if (line.startsWith('# sent_id')) id = line.slice(line.indexOf('=') + 1).trim();
    if (line.trim() === '') flush();
    if (line.startsWith('#') || line.trim() === '') continue;
    const cols = line.split('\t');
    if (!cols[0] || cols[0].includes('-') || cols[0].includes('.')) continue;
    words.push(cols[1] as string);
    tags.push(cols[3] as string);
  }
  flush();
  return out;
}

/** IndoNLU files keep sentences apart with blank lines; split on them. */
function readIndoNluBlocks(map: Record<string, string>, ...path: string[]): TaggedSentence[] {
  const out: TaggedSentence[] = [];
  for (const block of readData(...path).split(/\n\s*\n/)) {
    const words: string[] = [];
    const tags: string[] = [];
    let ok = true;
    for (const line of block.split('\n')) {
      const [word, raw] = line.split('\t');
      if (!word) continue;
      const tag = map[(raw ?? '').trim().slice(2)];
      if (tag === undefined) ok = false;
      words.push(word);
      tags.push(harmonise(word, tag ?? 'X'));
    }
    if (ok && words.length > 0) out.push({ words, tags, source: path[0] as string });
  }
  return out;
}

/** UD Indonesian (CSUI train + GSD dev); `heldOut` selects the project's 20 % carve-out by sentence id. */
export function udIndonesian(heldOut: boolean): TaggedSentence[] {
  return [...readConllu('ud-id-csui', 'id_csui-ud-train.conllu'), ...readConllu('ud-id-gsd', 'id_gsd-ud-dev.conllu')]
    .filter((s) => isHeldOut('ud-id', s.id, 0.2) === heldOut);
}

/** UD English EWT (dev file); 10 % held out. */
export function udEnglish(heldOut: boolean): TaggedSentence[] {
  return readConllu('ud-en-ewt', 'en_ewt-ud-dev.conllu').filter((s) => isHeldOut('ud-en', s.id) === heldOut);
}

/**
 * The team's everyday Malay and Manglish sentences (`training/data/pos/colloquial.txt`), each word as the
 * tagger reads it at run time (`posWordForm`: `tu` as `itu`, `xnak` as `nak`).
 */
export function colloquialPos(): TaggedSentence[] {
  return readTeamTable('pos/colloquial.txt').map(([line = '']) => {
    const pairs = readTaggedLine(line);
    return { words: pairs.map(([w]) => posWordForm(w)), tags: pairs.map(([, t]) => t), source: 'team' };
  });
}

/**
 * One line of the team's tagged sentences (`word/TAG` separated by spaces) as word–tag pairs; the tag is
 * what follows the last slash, so `w/o/ADP` is the word `w/o`.
 *
 * @example
 * ```ts
 * readTaggedLine('Budak/NOUN tu/DET rajin/ADJ'); // [['Budak', 'NOUN'], ['tu', 'DET'], ['rajin', 'ADJ']]
 * ```
 */
export function readTaggedLine(line: string): [string, string][] {
  return line.trim().split(/\s+/).map((p) => [p.slice(0, p.lastIndexOf('/')), p.slice(p.lastIndexOf('/') + 1)]);
}

/** IndoNLU POSP and BaPOS training files, mapped to UPOS. */
export function indoNluPos(): TaggedSentence[] {
  return [...readIndoNluBlocks(PROSA, 'indonlu-posp', 'train_preprocess.txt'), ...readIndoNluBlocks(IDN, 'indonlu-bapos', 'train_preprocess.txt')];
}

/** Malay news tokens from malaya (POS and NER), split into sentences at final punctuation. */
export function malayaTokens(): { words: string[]; pos: (string | undefined)[]; ner: string[]; key: string }[] {
  const rows = JSON.parse(readData('malaya', 'ner_pos_tokens_bm_v3.json')) as [string, string, string | null][];
  const sentences: { words: string[]; pos: (string | undefined)[]; ner: string[]; key: string }[] = [];
  let current = { words: [] as string[], pos: [] as (string | undefined)[], ner: [] as string[], key: '' };
  for (const [token, ner, pos] of rows) {
    // Split punctuation off the word with the project tokenizer; the word keeps the tags.
    for (const t of scan(token)) {
      const isWord = t.kind === 'word' || t.kind === 'money' || t.kind === 'number' || t.kind === 'percent' || t.kind === 'time' || t.kind === 'date';
      current.words.push(t.text);
      current.ner.push(isWord ? ner : 'O');
      if (!isWord) current.pos.push(t.kind === 'punct' ? 'PUNCT' : 'SYM');
      else if (/^\d[\d.,]*$/.test(t.text)) current.pos.push('NUM');
      else if (pos === null || MALAYA[pos] === undefined) current.pos.push(undefined);
      else {
        const named = ner !== 'O' && ner !== 'TIME' && /^\p{Lu}/u.test(t.text);
        const mapped = pos === 'KH' ? (['dan', 'atau', 'serta', 'tetapi'].includes(t.text.toLowerCase()) ? 'CCONJ' : 'SCONJ') : (MALAYA[pos] as string);
        current.pos.push(mapped === 'NOUN' && named ? 'PROPN' : harmonise(t.text, mapped));
      }
    }
    if (/[.!?]["”']?$/.test(token)) {
      current.key = current.words.slice(0, 8).join(' ');
      sentences.push(current);
      current = { words: [], pos: [], ner: [], key: '' };
    }
  }
  if (current.words.length > 0) sentences.push({ ...current, key: current.words.slice(0, 8).join(' ') });
  return sentences;
}

/** The malaya Malay sentences as POS data (sentences with an unmapped tag are left out); 20 % held out. */
export function malayaPos(heldOut: boolean): TaggedSentence[] {
  return malayaTokens()
    .filter((s) => isHeldOut('malaya-tokens', s.key, 0.2) === heldOut && s.pos.every((p) => p !== undefined))
    .map((s) => ({ words: s.words, tags: s.pos as string[], source: 'malaya' }));
}

/** WordNet's synset kinds as UPOS (`s`, a satellite adjective, is an adjective). */
const WORDNET_POS: Readonly<Record<string, string>> = { n: 'NOUN', v: 'VERB', a: 'ADJ', s: 'ADJ', r: 'ADV' };

/** English one-word lemmas of WordNet (Princeton WordNet 3.0 via Wordnet Bahasa) with their synsets per UPOS tag. */
function wordnetEnglishLemmas(): Map<string, Map<string, number>> {
  const lemmas = new Map<string, Map<string, number>>();
  for (const r of readTsv('wordnet-bahasa-ms-en', 'zsm_eng_wordnet.tsv')) {
    const tag = WORDNET_POS[(r.pwn30_synset ?? '').slice(-1)];
    if (!tag) continue;
    for (const lemma of new Set((r.english_synonyms ?? '').toLowerCase().split('|'))) {
      if (!/^[a-z]+$/.test(lemma)) continue;
      const m = lemmas.get(lemma) ?? new Map<string, number>();
      m.set(tag, (m.get(tag) ?? 0) + 1);
      lemmas.set(lemma, m);
    }
  }
  return lemmas;
}

/**
 * The lemmas an English word form may come from, each with the tags that form can have: itself with any tag,
 * `-s`/`-es`/`-ies` forms as nouns or verbs, `-ed` and `-ing` forms as verbs.
 */
function englishLemmaCandidates(w: string): [string, readonly string[] | undefined][] {
  const out: [string, readonly string[] | undefined][] = [[w, undefined]];
  const nounOrVerb = ['NOUN', 'VERB'];
  if (w.endsWith('ies')) out.push([`${w.slice(0, -3)}y`, nounOrVerb]);
  else if (w.endsWith('es')) out.push([w.slice(0, -2), nounOrVerb], [w.slice(0, -1), nounOrVerb]);
  else if (w.endsWith('s') && !w.endsWith('ss')) out.push([w.slice(0, -1), nounOrVerb]);
  if (w.endsWith('ied')) out.push([`${w.slice(0, -3)}y`, ['VERB']]);
  else if (w.endsWith('ed')) out.push([w.slice(0, -2), ['VERB']], [w.slice(0, -1), ['VERB']], [w.slice(0, -3), ['VERB']]);
  if (w.endsWith('ing')) out.push([w.slice(0, -3), ['VERB']], [`${w.slice(0, -3)}e`, ['VERB']], [w.slice(0, -4), ['VERB']]);
  return out;
}

/**
 * The regular inflected forms of an English verb: third person `-s`/`-es`/`-ies`, past `-ed`/`-ied`, and `-ing`
 * (a silent `e` dropped). Irregular verbs get a wrong form or two, which no text holds.
 *
 * @example
 * ```ts
 * regularVerbForms('teach'); // ['teaches', 'teached', 'teaching']
 * regularVerbForms('bake');  // ['bakes', 'baked', 'baking']
 * ```
 */
export function regularVerbForms(verb: string): string[] {
  const consonantY = /[^aeiou]y$/.test(verb);
  const third = /(s|x|z|ch|sh)$/.test(verb) ? `${verb}es` : consonantY ? `${verb.slice(0, -1)}ies` : `${verb}s`;
  const past = verb.endsWith('e') ? `${verb}d` : consonantY ? `${verb.slice(0, -1)}ied` : `${verb}ed`;
  const ing = /[^e]e$/.test(verb) ? `${verb.slice(0, -1)}ing` : `${verb}ing`;
  return [third, past, ing];
}

/** Closed-class UPOS tags: the English function words that UD English tags only with these. */
const CLOSED_TAGS = new Set(['ADP', 'AUX', 'CCONJ', 'DET', 'PART', 'PRON', 'SCONJ']);

/** Pieces of contractions that UD English splits (`ca n't`, `wo n't`, `got ta`); the tokenizer keeps them whole. */
const CONTRACTION_PIECES = new Set(['ca', 'wo', 'nt', 've', 'ta', 'na']);

/**
 * English function words from the UD English training rows (seen at least three times, every tag closed-class;
 * whole words of two letters or more, and `a`, `i`, `u`, less the pieces of split contractions), with their
 * tags. The Indonesian corpora hold English mostly inside titles and names, so their dictionary calls `at`, `for`,
 * `my` and `is` PROPN and `the` a noun.
 *
 * @example
 * ```ts
 * englishFunctionWords(udEnglish(false)).at; // 'ADP'
 * ```
 */
export function englishFunctionWords(english: readonly TaggedSentence[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tagDictionary(english, 3)).filter(([w, e]) => /^([a-z]{2,}|[aiu])$/.test(w) && !CONTRACTION_PIECES.has(w) && e.split('|').every((t) => CLOSED_TAGS.has(t))),
  );
}

/**
 * An English tag dictionary for the stacked tag features: every word the vocabulary model has seen in English
 * text, and the regular forms of those that are verbs (`regularVerbForms`), whose form leads back to a WordNet
 * lemma (`englishLemmaCandidates`), with its tags weighed by synset counts (most frequent, or the two most
 * frequent when the second has ≥ 20 %), and the team's number words as `NUM`. The Indonesian corpora's dictionary holds few English words, so the English in Manglish had no
 * dictionary tag to lean on.
 *
 * @example
 * ```ts
 * englishTagDictionary().likes; // 'VERB'
 * ```
 */
export function englishTagDictionary(): Record<string, string> {
  const lemmas = wordnetEnglishLemmas();
  const out: Record<string, string> = {};
  const seen = [...vocabulary().entries()].filter(([w, stats]) => stats.en >= 1 && /^[a-z]+$/.test(w)).map(([w]) => w);
  // The regular present-tense, past and `-ing` forms of each seen word that WordNet lists as a verb: the vocabulary
  // keeps the commoner forms only, so `cooks` and `teaches` had no entry though `cook` and `teach` do.
  const verbForms = seen.filter((w) => lemmas.get(w)?.has('VERB')).flatMap(regularVerbForms);
  for (const w of new Set([...seen, ...verbForms])) {
    const counts = new Map<string, number>();
    for (const [lemma, allowed] of englishLemmaCandidates(w)) {
      for (const [tag, n] of lemmas.get(lemma) ?? []) if (!allowed || allowed.includes(tag)) counts.set(tag, (counts.get(tag) ?? 0) + n);
    }
    if (counts.size > 0) out[w] = entryOf(counts);
  }
  // Cardinals only: UD tags ordinals, `half` and `quarter` otherwise.
  for (const w of ENGLISH_NUMBER_WORDS) if (!/th$|^(first|second|third|half|quarter)$/.test(w)) out[w] = 'NUM';
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}
