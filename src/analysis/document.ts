/**
 * One analysed text: scanned once into tokens with character offsets, with an offset-aligned normalised
 * view, the classifiers' token view, the code-switching segments, the language and the taggers' domain,
 * each computed when first read and then kept. `/analyze`, `/batch`, pipelines and the WebSocket build one
 * document per text and run every requested capability over it; the library functions build one
 * internally, so a capability run alone costs what it did.
 */
import { requireText } from '../errors.js';
import { normalizedTokensOf, normalizeScannedText, type NormalizedToken } from '../text/normalize.js';
import { scan, type Token } from '../text/tokenize.js';
import { switchesOf, type SwitchResult } from './code-switching.js';
import { languageOf, SentenceScores, taggerDomainFrom, type LanguageResult } from './language.js';
import { classifierTokensOf } from './tokens.js';

/**
 * A text and the views of it every capability reads.
 *
 * @example
 * ```ts
 * const doc = new TextDocument('Weh, meeting tu dah cancel');
 * doc.tokens.map((t) => t.text);      // ['Weh', ',', 'meeting', 'tu', 'dah', 'cancel']
 * doc.normalized;                     // 'Weh, meeting itu dah cancel'
 * doc.language.is_mixed;              // true
 * ```
 */
export class TextDocument {
  readonly text: string;
  #tokens?: readonly Token[];
  #normalizedTokens?: readonly NormalizedToken[];
  #normalized?: string;
  #classifierTokens?: readonly string[];
  #switches?: SwitchResult;
  #language?: LanguageResult;
  #sentence?: SentenceScores;
  #taggerDomain?: 'ms' | 'id' | 'en';

  /** Raises `InputError` unless `text` is a non-empty string. */
  constructor(text: string) {
    requireText(text);
    this.text = text;
  }

  /** The tokens with their character offsets (`scan`). */
  get tokens(): readonly Token[] {
    return (this.#tokens ??= scan(this.text));
  }

  /** The normalised tokens, each with the offsets of the token it was written as. */
  get normalizedTokens(): readonly NormalizedToken[] {
    return (this.#normalizedTokens ??= normalizedTokensOf(this.tokens));
  }

  /** The text as `normalize` writes it. */
  get normalized(): string {
    return (this.#normalized ??= normalizeScannedText(this.text, this.tokens));
  }

  /** The token view the text classifiers read (sentiment, emotion). */
  get classifierTokens(): readonly string[] {
    return (this.#classifierTokens ??= this.text.trim() === '' ? [] : classifierTokensOf(this.normalizedTokens));
  }

  /** The Malay and English stretches (`detectSwitches`). */
  get switches(): SwitchResult {
    return (this.#switches ??= switchesOf(this.text, this.tokens));
  }

  /** What the sentence language model says of the words (language identification and the taggers' domain share it). */
  get sentence(): SentenceScores {
    return (this.#sentence ??= new SentenceScores(this.tokens));
  }

  /** The language (`detectLanguage`). */
  get language(): LanguageResult {
    return (this.#language ??= languageOf(this.text, { tokens: () => this.tokens, switches: () => this.switches, sentence: () => this.sentence }));
  }

  /** The language group the taggers' domain features are read in. */
  get taggerDomain(): 'ms' | 'id' | 'en' {
    return (this.#taggerDomain ??= taggerDomainFrom(this.sentence));
  }
}

/**
 * The document of a text, or the document itself.
 *
 * @example
 * ```ts
 * documentOf('Jom makan').text; // 'Jom makan'
 * ```
 */
export function documentOf(input: string | TextDocument): TextDocument {
  return input instanceof TextDocument ? input : new TextDocument(input);
}
