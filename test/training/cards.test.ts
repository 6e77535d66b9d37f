/**
 * Issue 65: model cards are references. A card moved out of training code is a template
 * (`training/cards/<name>.md`) with the fixed sections in order, no dated history, and placeholders its trainer
 * fills exactly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_SECTIONS, fillTemplate } from '../../training/common.js';

const dir = new URL('../../training/cards/', import.meta.url);
const TEMPLATES = readdirSync(dir).filter((f) => f.endsWith('.md'));

describe('issue 65: model card templates', () => {
  it.each(TEMPLATES)('%s has the fixed sections in order and no dated history', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([...CARD_SECTIONS]);
    expect(text).not.toMatch(/\b20\d\d-\d\d-\d\d\b|\bhad read\b|\bsession\b|\buntil 20\d\d/);
  });

  it('every model card in models/ has the fixed sections and no dated history (issue 65)', () => {
    const models = new URL('../../models/', import.meta.url);
    for (const f of readdirSync(models).filter((n) => n.endsWith('.md'))) {
      const text = readFileSync(new URL(f, models), 'utf8');
      expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]), f).toEqual([...CARD_SECTIONS]);
      expect(text, f).not.toMatch(/\b20\d\d-\d\d-\d\d\b|\bhad read\b|\bsession\b|\buntil 20\d\d/);
    }
  });

  it('fills every placeholder and refuses a missing or an unused value', () => {
    expect(fillTemplate('over {{classes}} ({{n}})', { classes: 'standard, kelantan', n: 2 })).toBe('over standard, kelantan (2)');
    expect(() => fillTemplate('over {{classes}}', {})).toThrow(/\{\{classes\}\}/);
    expect(() => fillTemplate('over', { classes: 'x' })).toThrow(/classes/);
  });

  it('each card made from a template carries the sections, its measured block inside "Measured results"', () => {
    const models = new URL('../../models/', import.meta.url);
    const cards = readdirSync(models).filter((f) => f.endsWith('.md')).map((f) => ({ f, text: readFileSync(new URL(f, models), 'utf8') }));
    for (const file of TEMPLATES) {
      const name = file.replace(/\.md$/, '');
      const made = cards.filter((c) => c.f === file || c.f.startsWith(`${name}-`));
      expect(made.length, file).toBeGreaterThan(0);
      for (const { f, text } of made) {
        expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]), f).toEqual([...CARD_SECTIONS]);
        const results = text.indexOf('## Measured results');
        expect(text.indexOf('<!-- measured:start -->'), f).toBeGreaterThan(results);
        expect(text.indexOf('<!-- measured:end -->'), f).toBeLessThan(text.indexOf('## Limitations'));
      }
    }
  });
});
