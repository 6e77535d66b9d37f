import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHORTFORM_TABLE, X_NEGATION_TABLE } from '../../src/lang/ms/shortforms.js';
import { SLANG_TABLE } from '../../src/lang/ms/slang.js';
import { CHAT_ABBREVIATION_TABLE } from '../../src/lang/en/chat-abbreviations.js';
import { MALAY_STOPWORDS } from '../../src/lang/ms/stopwords.js';
import { MALAY_ABBREVIATIONS } from '../../src/lang/ms/abbreviations.js';
import { MEN_RULES, PEN_RULES } from '../../src/lang/ms/affixes.js';
import { MALAY_NUMBER_WORDS } from '../../src/lang/ms/numbers.js';
import { FORMAL_TABLE } from '../../src/lang/ms/formal.js';
import { MALAYSIAN_COLLOQUIAL } from '../../src/lang/ms/colloquial.js';
import { CLITICS, FILLER_PARTICLES, QUESTION_PARTICLES } from '../../src/lang/ms/particles.js';
import { malaysianChatWords, parsePairTable, parseVariantTable } from '../../src/text/lexicon.js';
import { normalize } from '../../src/text/normalize.js';

const langDir = new URL('../../src/lang/', import.meta.url).pathname;

function allForms(): [string, string][] {
  const pairs: [string, string][] = [];
  for (const table of [SHORTFORM_TABLE, SLANG_TABLE, CHAT_ABBREVIATION_TABLE]) {
    for (const { target, forms } of parseVariantTable(table)) for (const f of forms) pairs.push([f.toLowerCase(), target]);
  }
  for (const [form, target] of parsePairTable(X_NEGATION_TABLE)) pairs.push([form, target]);
  return pairs;
}

describe('language data (issue 2)', () => {
  it('has at least 1,500 shortform, slang, x-negation, particle and chat-abbreviation entries', () => {
    const particles = new Set([...FILLER_PARTICLES, ...QUESTION_PARTICLES, ...CLITICS]);
    expect(allForms().length + particles.size).toBeGreaterThanOrEqual(1500);
  });

  it('never maps one Malay form to two different targets', () => {
    const seen = new Map<string, string>();
    const conflicts: string[] = [];
    for (const table of [SHORTFORM_TABLE, SLANG_TABLE]) {
      for (const { target, forms } of parseVariantTable(table)) {
        for (const f of forms) {
          const prev = seen.get(f);
          if (prev !== undefined && prev !== target) conflicts.push(`${f}: ${prev} / ${target}`);
          seen.set(f, target);
        }
      }
    }
    for (const [form] of parsePairTable(X_NEGATION_TABLE)) if (seen.has(form)) conflicts.push(`${form}: x-negation and shortform`);
    expect(conflicts).toEqual([]);
  });

  it('has no form with spaces (forms are single tokens)', () => {
    expect(allForms().filter(([f]) => /\s/.test(f))).toEqual([]);
  });

  it('maps to targets that the normaliser leaves alone (no chains, so normalising is idempotent)', () => {
    const targets = new Set(allForms().map(([, t]) => t));
    const moved = [...targets].filter((t) => !/['/]/.test(t)).filter((t) => normalize(t) !== t);
    expect(moved).toEqual([]);
  });

  it('uses Malay, not Indonesian, stop words', () => {
    expect(MALAY_STOPWORDS).toContain('bahawa');
    expect(MALAY_STOPWORDS).toContain('daripada');
    for (const indonesian of ['bahwa', 'karena', 'kalian', 'nggak', 'bisa']) expect(MALAY_STOPWORDS).not.toContain(indonesian);
  });

  it('lists the required sentence abbreviations', () => {
    for (const a of ['dr', 'tn', 'pn', 'sdn', 'bhd', 'dll', 'dsb', 'no', 'jln']) expect(MALAY_ABBREVIATIONS).toContain(a);
  });

  it('has nasal-assimilation rules for every voiceless initial', () => {
    const restored = new Set([...MEN_RULES, ...PEN_RULES].map((r) => r.restore));
    for (const letter of ['p', 't', 'k', 's']) expect(restored.has(letter)).toBe(true);
  });

  it('has Malay number words and informal→formal pairs', () => {
    for (const w of ['satu', 'sebelas', 'puluh', 'ratus', 'ribu', 'juta']) expect(MALAY_NUMBER_WORDS).toContain(w);
    const formal = new Map(parsePairTable(FORMAL_TABLE));
    expect(formal.get('tak')).toBe('tidak');
    expect(formal.get('nak')).toBe('hendak');
    expect(formal.get('dah')).toBe('sudah');
  });

  it('says in every language file how it was made', () => {
    const missing: string[] = [];
    for (const sub of ['ms', 'en', 'shared']) {
      for (const file of readdirSync(join(langDir, sub))) {
        if (!/how it was made/i.test(readFileSync(join(langDir, sub, file), 'utf8'))) missing.push(`${sub}/${file}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists everyday Malaysian words once each, as single lower-case words that count as Malaysian chat', () => {
    expect(MALAYSIAN_COLLOQUIAL.filter((w) => !/^[a-z]+$/.test(w) || !malaysianChatWords().has(w))).toEqual([]);
    expect(new Set(MALAYSIAN_COLLOQUIAL).size).toBe(MALAYSIAN_COLLOQUIAL.length);
  });

  it('rejects malformed table lines', () => {
    expect(() => parseVariantTable('no colon here')).toThrow(/Malformed/);
    expect(() => parsePairTable('no colon here')).toThrow(/Malformed/);
  });
});
