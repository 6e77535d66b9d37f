import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markedBlock, withMarkedBlock } from '../../training/marked.js';

describe('marked blocks in generated Markdown', () => {
  it('appends a block once, then replaces only its content', () => {
    const card = withMarkedBlock('# Topic\n\nHand-written text.\n', 'measured', '| 0.80 |');
    expect(card).toBe('# Topic\n\nHand-written text.\n\n<!-- measured:start -->\n| 0.80 |\n<!-- measured:end -->\n');
    const again = withMarkedBlock(card, 'measured', '| 0.81 |');
    expect(again).toBe(card.replace('0.80', '0.81'));
    expect(markedBlock(again, 'measured')).toBe('<!-- measured:start -->\n| 0.81 |\n<!-- measured:end -->');
    expect(markedBlock(again, 'eval')).toBeNull();
  });

  it('keeps the text around the block and reads back what it wrote, for any text', () => {
    const text = fc.string().filter((s) => !s.includes('<!--'));
    fc.assert(
      fc.property(text, text, text, (before, body, after) => {
        const doc = withMarkedBlock(`${before}\n<!-- m:start -->\nold\n<!-- m:end -->${after}`, 'm', body);
        expect(doc.startsWith(`${before}\n`)).toBe(true);
        expect(doc.endsWith(after)).toBe(true);
        expect(markedBlock(doc, 'm')).toBe(`<!-- m:start -->\n${body}\n<!-- m:end -->`);
      }),
    );
  });
});
