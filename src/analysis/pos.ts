/**
 * Part-of-speech tagging with Universal Dependencies tags, for Malay, Indonesian, English and Manglish.
 */
import { requireText } from '../errors.js';
import { PART_PARTICLES } from '../lang/ms/particles.js';
import { lazy, remembered } from '../lazy.js';
import { loadTagger } from '../models/tagger.js';
import { TAGGER_FEATURES } from './tagger-features.js';
import { normalizeWordForm } from '../text/normalize.js';
import type { Token } from '../text/tokenize.js';
import { TextDocument } from './document.js';

/** A Universal Dependencies part-of-speech tag. */
export type PosTag = 'ADJ' | 'ADP' | 'ADV' | 'AUX' | 'CCONJ' | 'DET' | 'INTJ' | 'NOUN' | 'NUM' | 'PART' | 'PRON' | 'PROPN' | 'PUNCT' | 'SCONJ' | 'SYM' | 'VERB' | 'X';

/** Manglish discourse particles, always `PART` (`best lah`, `ye ke meh`). */
const PARTICLES = new Set(PART_PARTICLES);

const model = lazy(() => loadTagger('pos.bin.gz', TAGGER_FEATURES));

/** The tag a token gets without the model (punctuation, numbers, emoji, URLs, particles), if any. */
export function fixedPosTag(token: Token): PosTag | undefined {
  switch (token.kind) {
    case 'punct': return 'PUNCT';
    case 'emoji': case 'emoticon': case 'symbol': return 'SYM';
    case 'url': case 'email': case 'hashtag': return 'X';
    case 'mention': return 'PROPN';
    case 'money': case 'number': case 'percent': case 'date': case 'time': return 'NUM';
    default: return PARTICLES.has(token.text.toLowerCase()) ? 'PART' : undefined;
  }
}

/**
 * The form the POS tagger reads for a word: the last word of its normalised form, remembered per process.
 *
 * @example
 * ```ts
 * posWordForm('xnak'); // 'nak'
 * posWordForm('tu');   // 'itu'
 * ```
 */
export const posWordForm = remembered((word: string): string => {
  const full = normalizeWordForm(word);
  return full.slice(full.lastIndexOf(' ') + 1);
});

/**
 * Tags every token with its Universal Dependencies part of speech (NOUN, VERB, ADJ, ADV, PRON, DET, ADP,
 * CCONJ, SCONJ, PART, NUM, PROPN, PUNCT, AUX, SYM, INTJ, X). Tokens follow `tokenize`; chat spellings are
 * tagged as their normalised form (`sy` as `saya`), an `x`-negation form as its verb (`xnak` as `nak`).
 *
 * @example
 * ```ts
 * posTag('Saya nak makan nasi lemak lah');
 * // [['Saya', 'PRON'], ['nak', 'AUX'], ['makan', 'VERB'], ['nasi', 'NOUN'], ['lemak', 'NOUN'], ['lah', 'PART']]
 * ```
 */
export function posTag(text: string): [string, PosTag][] {
  requireText(text);
  return posTagOf(new TextDocument(text));
}

/**
 * {@link posTag} of an analysed document.
 *
 * @example
 * ```ts
 * posTagOf(new TextDocument('Saya makan nasi')); // [['Saya', 'PRON'], ['makan', 'VERB'], ['nasi', 'NOUN']]
 * ```
 */
export function posTagOf(doc: TextDocument): [string, PosTag][] {
  const tokens = doc.tokens;
  // The model reads each word's normalised form (`sy` as `saya`, `xnak` as its verb `nak`).
  const forms = tokens.map((t) => (t.kind === 'word' ? posWordForm(t.text) : t.text));
  const tags = model().tag(forms, tokens.map(fixedPosTag), doc.taggerDomain);
  return tokens.map((t, i) => [t.text, tags[i] as PosTag]);
}
