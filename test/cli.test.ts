import { describe, expect, it } from 'vitest';
import { helpText, main, type CliIO } from '../src/cli.js';

function io(stdin = '', isTTY = false): CliIO & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (s) => out.push(s), stderr: (s) => err.push(s), readStdin: async () => stdin, isTTY };
}

describe('manglish CLI', () => {
  it('normalises the issue example and prints JSON when piped', async () => {
    const t = io();
    expect(await main(['normalize', 'xnak la bro, sy dh penat gilerrr'], t)).toBe(0);
    expect(JSON.parse(t.out.join(''))).toBe('tak nak lah bro, saya dah penat gila');
  });

  it('prints plain text on a terminal and reads standard input', async () => {
    const t = io('Jom makan RM5 je 😂\n', true);
    expect(await main(['tokenize'], t)).toBe(0);
    expect(t.out.join('')).toBe('Jom\nmakan\nRM5\nje\n😂\n');
  });

  it.each([
    [['stem', 'pengajaran'], 'ajar'],
    [['formalize', 'aku tak tahu'], 'Saya tidak tahu.'],
    [['clean', '@ali https://x.co jom', '--lowercase'], 'jom'],
    [['normalize', 'btw sy xtau', '--aggressive'], 'by the way saya tak tahu'],
  ])('runs %j', async (args, expected) => {
    const t = io();
    expect(await main(args, t)).toBe(0);
    expect(JSON.parse(t.out.join(''))).toBe(expected);
  });

  it('runs the corpus-model commands with their flags', async () => {
    const k = io();
    expect(await main(['keywords', 'Nasi lemak di Kuala Lumpur memang sedap', '--top=2'], k)).toBe(0);
    expect(JSON.parse(k.out.join('')).map((x: { keyword: string }) => x.keyword).sort()).toEqual(['Kuala Lumpur', 'nasi lemak']);
    const s = io();
    expect(await main(['similarity', 'sy nk mkn', '--with=saya nak makan'], s)).toBe(0);
    expect(JSON.parse(s.out.join(''))).toBe(1);
    const a = io();
    expect(await main(['augment', 'saya nak beli kereta baru', '--n=2', '--method=swap'], a)).toBe(0);
    expect(JSON.parse(a.out.join(''))).toHaveLength(2);
    const g = io();
    expect(await main(['generate', 'Kerajaan akan', '--max=5', '--seed=1'], g)).toBe(0);
    expect(typeof JSON.parse(g.out.join(''))).toBe('string');
    const bad = io();
    expect(await main(['summarize', 'Satu dua tiga.', '--max=lima'], bad)).toBe(1);
    expect(bad.err.join('')).toMatch(/MANGLISH_ERR_INVALID_OPTION/);
  });

  it('translates and answers questions', async () => {
    const t = io();
    expect(await main(['translate', 'Saya ingin pergi ke kedai', '--to=en'], t)).toBe(0);
    expect(JSON.parse(t.out.join('')).translated).toMatch(/shop|store/);
    const a = io('Ali dilahirkan di Ipoh pada tahun 1990. Dia kini bekerja di Kuala Lumpur.', true);
    expect(await main(['answer', '--question=Di mana Ali dilahirkan?'], a)).toBe(0);
    expect(a.out.join('')).toBe('Ipoh\n');
    const bad = io();
    expect(await main(['translate', 'Saya ingin pergi', '--to=fr'], bad)).toBe(1);
    expect(bad.err.join('')).toMatch(/MANGLISH_ERR_UNSUPPORTED_LANGUAGE/);
    const none = io();
    expect(await main(['answer', 'Ali tinggal di Ipoh.'], none)).toBe(1);
    expect(none.err.join('')).toMatch(/question/);
  });

  it('prints corrections for a person', async () => {
    const t = io('', true);
    await main(['correct', 'sekolh'], t);
    expect(t.out.join('')).toContain('sekolh → sekolah');
  });

  it('shows help, per-command help and the version', async () => {
    const t = io();
    expect(await main([], t)).toBe(0);
    expect(t.out.join('')).toBe(`${helpText()}\n`);
    const c = io();
    await main(['normalize', '--help'], c);
    expect(c.out.join('')).toContain('--aggressive');
    const v = io();
    await main(['--version'], v);
    expect(v.out.join('')).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('exits 1 with a clear message on empty input', async () => {
    const t = io('');
    expect(await main(['normalize'], t)).toBe(1);
    expect(t.err.join('')).toMatch(/MANGLISH_ERR_EMPTY_INPUT/);
  });

  it('exits 2 on an unknown command or flag', async () => {
    const t = io();
    expect(await main(['terjemah', 'x'], t)).toBe(2);
    expect(t.err.join('')).toMatch(/unknown command/);
    const f = io();
    expect(await main(['normalize', 'x', '--laju'], f)).toBe(2);
    expect(f.err.join('')).toMatch(/unknown flag --laju/);
  });
});
