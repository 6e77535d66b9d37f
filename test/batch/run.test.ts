/**
 * `manglish batch` end to end on the real analysis threads (issue 67): JSON Lines out in input order with
 * the input record kept, failed lines carrying `error` and exit status 1, `--resume` finishing an
 * interrupted output without repeating a line, usage mistakes as exit status 2.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runBatch, type BatchIO } from '../../src/batch/run.js';

const dir = mkdtempSync(join(tmpdir(), 'manglish-batch-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function capture(): { io: BatchIO; out: () => string; err: () => string } {
  const stdout = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
  return { io: { stdout, stderr: (s) => (err += s), stderrIsTTY: false }, out: () => out, err: () => err };
}

const TEXTS = ['Best gila nasi lemak ni, sambal dia padu!', 'servis lambat, teruk betul', 'Weh, meeting tu dah cancel, kita jumpa next week je', 'Saya tinggal di Kuala Lumpur', 'sedap gila weh', 'tak best langsung'];

describe('manglish batch', () => {
  it('writes each record with one key per module, in input order, and a failed line with its error', async () => {
    const input = join(dir, 'ulasan.jsonl');
    writeFileSync(input, [...TEXTS.map((text, id) => JSON.stringify({ id, text })), '{"id": 99, "text": "   "}'].join('\n'));
    const { io, out, err } = capture();
    expect(await runBatch([input, '--modules', 'sentiment,language', '--threads', '1'], io)).toBe(1);
    const rows = out().trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((r) => r.id)).toEqual([0, 1, 2, 3, 4, 5, 99]);
    expect(rows[0]).toMatchObject({ text: TEXTS[0], sentiment: { label: 'positive' }, language: { primary: expect.any(String) } });
    expect(rows[1]).toMatchObject({ sentiment: { label: 'negative' } });
    expect(rows[6]).toEqual({ id: 99, text: '   ', error: { code: 'MANGLISH_ERR_EMPTY_INPUT', message: 'The text is empty.', line: 7 } });
    expect(err()).toContain('7 records, 1 failed');
  }, 60_000);

  it('--resume continues a cut-off output: no line twice, none missing, a half-written line replaced', async () => {
    const input = join(dir, 'baris.txt');
    writeFileSync(input, `${TEXTS.join('\n')}\n`);
    const full = join(dir, 'full.jsonl');
    expect(await runBatch([input, '--modules', 'sentiment', '--threads', '1', '--out', full], capture().io)).toBe(0);
    const lines = readFileSync(full, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(TEXTS.length);
    const cut = join(dir, 'cut.jsonl');
    writeFileSync(cut, `${lines.slice(0, 2).join('\n')}\n${(lines[2] as string).slice(0, 15)}`);
    const { io, err } = capture();
    expect(await runBatch([input, '--modules', 'sentiment', '--threads', '1', '--out', cut, '--resume'], io)).toBe(0);
    expect(readFileSync(cut, 'utf8')).toBe(readFileSync(full, 'utf8'));
    expect(err()).toBe('');
  }, 60_000);

  it('answers usage mistakes and unreadable files with exit status 2 and one message', async () => {
    const missing = capture();
    expect(await runBatch([join(dir, 'tiada.csv'), '--modules', 'sentiment'], missing.io)).toBe(2);
    expect(missing.err()).toMatch(/cannot open .*tiada\.csv \(ENOENT\)/);
    const csv = join(dir, 'salah.csv');
    writeFileSync(csv, 'id,teks\n1,hai\n');
    const column = capture();
    expect(await runBatch([csv, '--modules', 'sentiment', '--threads', '1'], column.io)).toBe(2);
    expect(column.err()).toMatch(/no column "text".*--column NAME/s);
    const help = capture();
    expect(await runBatch(['--help'], help.io)).toBe(0);
    expect(help.out()).toContain('--resume');
  }, 60_000);
});
