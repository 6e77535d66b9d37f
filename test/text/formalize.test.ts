import { describe, expect, it } from 'vitest';
import { formalize } from '../../src/text/formalize.js';

describe('formalize', () => {
  it.each([
    ['issue example', 'xnak la bro, sy dh penat gilerrr', 'Tidak mahu, saya sudah sangat penat.'],
    ['English words and question tags', 'boss nak meeting esok, boleh tak?', 'Ketua hendak mesyuarat esok, bolehkah?'],
    ['pronouns', 'Dorang dah balik ke?', 'Mereka sudah pulangkah?'],
    ['phrases', 'takpe, tak payah datang', 'Tidak mengapa, tidak perlu datang.'],
    ['several sentences', 'aku lapar. jom makan kat kedai', 'Saya lapar. Mari makan di kedai.'],
  ])('%s', (_name, input, expected) => {
    expect(formalize(input)).toBe(expected);
  });
});
