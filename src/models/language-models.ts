/**
 * The bundled Kneser-Ney language models (`models/lm-ms.bin.gz`, `models/lm-en.bin.gz`), loaded on first
 * use: generation, translation and spelling correction read fluency from them.
 */
import { lazy } from '../lazy.js';
import { loadNgram, type NgramModel } from './ngram.js';

const models = {
  ms: lazy(() => loadNgram('lm-ms.bin.gz')),
  en: lazy(() => loadNgram('lm-en.bin.gz')),
};

/**
 * The language model for a language code (Malay for everything but English).
 *
 * @example
 * ```ts
 * languageModel('ms').score(['saya', 'nak', 'makan']).log10 > languageModel('ms').score(['makan', 'nak', 'saya']).log10; // true
 * ```
 */
export function languageModel(lang: string): NgramModel {
  return lang === 'en' ? models.en() : models.ms();
}
