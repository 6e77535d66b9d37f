/**
 * Formalisation: informal Malay and Manglish into formal written Malay (bahasa baku).
 */
import { requireText } from '../errors.js';
import { CHAT_POSTPOSED_INTENSIFIERS } from '../lang/ms/colloquial.js';
import { INFORMAL_PARTICLES } from '../lang/ms/particles.js';
import { QUESTION_TAGS } from '../lang/ms/questions.js';
import { englishMalayMap, formalMap } from './lexicon.js';
import { normalize } from './normalize.js';
import { segment } from './segment.js';
import { scan, type Token } from './tokenize.js';

/** The longest informal phrase (in words) the formal tables list. */
const MAX_PHRASE = 3;
const informalParticles = new Set(INFORMAL_PARTICLES);
const INTENSIFIERS = new Set(CHAT_POSTPOSED_INTENSIFIERS);
const QUESTION_TAG_SET = new Set(QUESTION_TAGS);

function lookup(phrase: string): string | undefined {
  return formalMap().get(phrase) ?? englishMalayMap().get(phrase);
}

/** Formalises one sentence's tokens; returns the words and punctuation in order. */
function formalizeTokens(tokens: readonly Token[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== 'word') {
      out.push(token.text);
      continue;
    }
    const lower = token.text.toLowerCase();
    const next = tokens[i + 1];
    // 1. Question tags: `boleh ke?`, `boleh tak?` → `bolehkah?`.
    if (next && QUESTION_TAG_SET.has(next.text.toLowerCase()) && (tokens[i + 2] === undefined || tokens[i + 2]?.text.startsWith('?'))) {
      out.push(`${lookup(lower) ?? lower}kah`);
      i++;
      continue;
    }
    // 2. Informal particles and forms of address go: `lah`, `je`, `bro`.
    if (informalParticles.has(lower) && lower !== 'je' && lower !== 'jer') continue;
    // 3. Adjective + intensifier becomes `sangat` + adjective: `penat gila` → `sangat penat`.
    if (next && next.kind === 'word' && INTENSIFIERS.has(next.text.toLowerCase()) && !INTENSIFIERS.has(lower)) {
      out.push('sangat', lookup(lower) ?? lower);
      i++;
      continue;
    }
    // 4. The longest listed informal phrase or English word starting here (`tak payah` → `tidak perlu`).
    let matched = false;
    for (let n = MAX_PHRASE; n >= 1 && !matched; n--) {
      const span = tokens.slice(i, i + n);
      if (span.length < n || span.some((t) => t.kind !== 'word')) continue;
      const formal = lookup(span.map((t) => t.text.toLowerCase()).join(' '));
      if (formal !== undefined) {
        out.push(formal);
        i += n - 1;
        matched = true;
      }
    }
    if (!matched) out.push(token.text);
  }
  return out;
}

/** Joins words and punctuation with spaces, no space before closing punctuation. */
function join(parts: readonly string[]): string {
  let s = '';
  for (const p of parts) {
    if (s === '') s = p;
    else if (/^[.,!?;:…)\]}%]/u.test(p)) s += p;
    else if (/[([{]$/u.test(s)) s += p;
    else s += ` ${p}`;
  }
  return s.replace(/^[,;:]\s*/u, '').replace(/\s*,\s*([.!?])$/u, '$1');
}

/**
 * Turns informal Malay and Manglish into formal written Malay: normalises spelling first, then
 * replaces colloquial words and phrases (`aku` → `saya`, `tak` → `tidak`, `nak` → `hendak`,
 * `dah` → `sudah`), common English words (`meeting` → `mesyuarat`), removes particles (`lah`, `meh`,
 * `bro`), turns question tags into `-kah` (`boleh tak?` → `bolehkah?`), and capitalises sentences.
 *
 * @example
 * ```ts
 * formalize('xnak la bro, sy dh penat gilerrr');
 * // 'Tidak mahu, saya sudah sangat penat.'
 * formalize('boss nak meeting esok, boleh tak?');
 * // 'Ketua hendak mesyuarat esok, bolehkah?'
 * ```
 */
export function formalize(text: string): string {
  requireText(text);
  // 1. Normalise spelling (`sy` → `saya`, `xnak` → `tak nak`, `gilerrr` → `gila`).
  const normalized = normalize(text);
  // 2. Formalise sentence by sentence, so each starts with a capital and ends with punctuation.
  const sentences: string[] = [];
  for (const sentence of segment(normalized)) {
    const tokens = scan(sentence);
    const words = join(formalizeTokens(tokens)).trim();
    if (words === '') continue;
    const capitalised = (words[0] ?? '').toUpperCase() + words.slice(1);
    sentences.push(/[.!?…]$/u.test(capitalised) || /\p{Extended_Pictographic}$/u.test(capitalised) ? capitalised : `${capitalised}.`);
  }
  return sentences.join(' ');
}
