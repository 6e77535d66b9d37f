/**
 * Reading batch input (issue 67): CSV by RFC 4180 (quotes, doubled quotes, newlines inside quotes, a BOM),
 * JSON Lines with a chosen field, lines of text; a record that cannot be read is an item with an error and
 * reading goes on. Property: any texts written as CSV or JSON Lines read back as themselves, in order.
 */
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRecords, type InputItem, type ReadSpec } from '../../src/batch/read.js';

async function read(content: string, spec: Partial<ReadSpec>): Promise<InputItem[]> {
  const items: InputItem[] = [];
  for await (const item of readRecords(Readable.from([Buffer.from(content)]), { format: 'text', field: 'text', column: 'text', ...spec })) items.push(item);
  return items;
}

const csvField = (s: string): string => `"${s.replace(/"/g, '""')}"`;

describe('batch input', () => {
  it('reads CSV records with quoting, a BOM and the chosen column', async () => {
    const items = await read('\uFEFFid,tweet\n1,"Best gila, sambal dia ""padu"""\n2,"baris satu\nbaris dua"\n3,\n', { format: 'csv', column: 'tweet' });
    expect(items.map((i) => i.text)).toEqual(['Best gila, sambal dia "padu"', 'baris satu\nbaris dua', '']);
    expect(items[0]?.record).toEqual({ id: '1', tweet: 'Best gila, sambal dia "padu"' });
    expect(items[2]?.error).toMatchObject({ code: 'MANGLISH_ERR_EMPTY_INPUT', line: 5 });
  });

  it('names the columns when the chosen one is missing', async () => {
    await expect(read('id,teks\n1,hai\n', { format: 'csv', column: 'text' })).rejects.toThrow(/no column "text" \(its columns: id, teks\)/);
  });

  it('reads JSON Lines, skipping blank lines, and turns unreadable lines into errors with their line', async () => {
    const items = await read('{"text":"jom makan","id":7}\n\nnot json\n[1,2]\n{"body":"tiada text"}\n{"text":5}\n{"text":"lagi"}', { format: 'jsonl' });
    expect(items.map((i) => [i.line, i.text ?? null, i.error?.code ?? null])).toEqual([
      [1, 'jom makan', null],
      [3, null, 'MANGLISH_ERR_VALIDATION'],
      [4, null, 'MANGLISH_ERR_VALIDATION'],
      [5, null, 'MANGLISH_ERR_INVALID_TYPE'],
      [6, null, 'MANGLISH_ERR_INVALID_TYPE'],
      [7, 'lagi', null],
    ]);
    expect(items[0]?.record).toEqual({ text: 'jom makan', id: 7 });
    expect(items[3]?.error?.message).toBe('Field "text" is missing.');
  });

  it('reads lines of text (CRLF too); an empty line is an error item, not a skipped one', async () => {
    const items = await read('sedap gila\r\n\r\nservis lambat\n', { format: 'text' });
    expect(items.map((i) => [i.text, i.error?.code ?? null])).toEqual([['sedap gila', null], ['', 'MANGLISH_ERR_EMPTY_INPUT'], ['servis lambat', null]]);
  });

  it('reads back any texts written as CSV or JSON Lines (property)', async () => {
    const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0 && !s.includes('\r'));
    await fc.assert(fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 20 }), async (texts) => {
      const csv = `text,n\n${texts.map((t, i) => `${csvField(t)},${i}`).join('\n')}\n`;
      expect((await read(csv, { format: 'csv' })).map((i) => i.text)).toEqual(texts);
      const jsonl = texts.map((t) => JSON.stringify({ text: t })).join('\n');
      expect((await read(jsonl, { format: 'jsonl' })).map((i) => i.text)).toEqual(texts);
    }), { numRuns: 60 });
  });
});
