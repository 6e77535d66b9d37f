/**
 * Chat spellings for training: Malay sentences rewritten the way Malaysians type them, with the team's
 * shortform, slang and `x`-negation tables (`saya nak makan` → `sy nk mkn`). Language identification and
 * the dialect model learn from such versions, since the corpora are formal.
 */
import { SHORTFORM_TABLE, X_NEGATION_TABLE } from '../src/lang/ms/shortforms.js';
import { SLANG_TABLE } from '../src/lang/ms/slang.js';
import { FILLER_PARTICLES } from '../src/lang/ms/particles.js';
import { parsePairTable, parseVariantTable } from '../src/text/lexicon.js';

/** standard word → chat spellings, from the team's tables. */
export function chatSpellings(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const table of [SHORTFORM_TABLE, SLANG_TABLE]) {
    for (const { target, forms } of parseVariantTable(table)) {
      if (target.includes(' ')) continue;
      map.set(target, [...(map.get(target) ?? []), ...forms]);
    }
  }
  for (const [form, target] of parsePairTable(X_NEGATION_TABLE)) {
    const verb = target.split(' ')[1];
    if (verb) map.set(`tak ${verb}`, [...(map.get(`tak ${verb}`) ?? []), form]);
  }
  return map;
}

/** A chat-style version of a Malay sentence: shortforms, `x`-negation, particles, no capitals. */
export function chatify(text: string, spellings: Map<string, string[]>, rand: () => number): string {
  const words = text.toLowerCase().replace(/[.,!?;:"“”()]/g, ' ').split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const pair = `${w} ${words[i + 1] ?? ''}`;
    const negForms = spellings.get(pair);
    if (negForms && rand() < 0.6) {
      out.push(negForms[Math.floor(rand() * negForms.length)] as string);
      i++;
      continue;
    }
    const forms = spellings.get(w);
    out.push(forms && rand() < 0.6 ? (forms[Math.floor(rand() * forms.length)] as string) : w);
  }
  if (rand() < 0.4) out.push(FILLER_PARTICLES[Math.floor(rand() * 8)] as string);
  return out.join(' ');
}
