/**
 * Corpus assembly: every sentence of running text in ../shared/data, by language, with the project's
 * held-out rows marked. Every corpus model (vocabulary, language ID, language model, embeddings,
 * keywords, translation) reads its text from here, so the data rules are applied in one place:
 * - the evaluation-only sets (id-hatespeech-multilabel, id-kamusalay, and malaya's kamus/dbp/cambridge
 *   word lists and tweets) are never read;
 * - held-out rows (published validation splits we report on, or our fixed 10 % carve-out) are marked
 *   `heldOut`, and trainers skip them.
 */
import { existsSync } from 'node:fs';
import { dataPath, isHeldOut, readCsv, readData, readLines, readTsv } from './common.js';

/** A language the corpora provide. */
export type CorpusLang = 'ms' | 'id' | 'en' | 'zh' | 'ta' | 'jv' | 'su' | 'min' | 'tl';

/** One sentence (or short passage) of running text. */
export interface Sentence {
  readonly text: string;
  readonly lang: CorpusLang;
  /** The data set it came from, e.g. `ntrex128`. */
  readonly source: string;
  /** Register: `formal` (news, UI strings, translations), `spoken` or `social`. */
  readonly register: 'formal' | 'spoken' | 'social';
  /** True for rows the project holds out for evaluation. */
  readonly heldOut: boolean;
}

const SIB_LANGS: Record<string, CorpusLang> = {
  zsm_Latn: 'ms', ind_Latn: 'id', eng_Latn: 'en', zho_Hans: 'zh', zho_Hant: 'zh', tam_Taml: 'ta',
  jav_Latn: 'jv', sun_Latn: 'su', min_Latn: 'min', tgl_Latn: 'tl',
};

/** SIB-200: train rows for training, the published dev rows held out. */
function* sib200(): Generator<Sentence> {
  for (const [folder, lang] of Object.entries(SIB_LANGS)) {
    for (const split of ['train', 'dev'] as const) {
      for (const row of readTsv('sib200', folder, `${split}.tsv`)) {
        yield { text: row.text ?? '', lang, source: 'sib200', register: 'formal', heldOut: split === 'dev' };
      }
    }
  }
}

/** NTREX-128 news sentences in five languages; 10 % of lines held out. */
function* ntrex(): Generator<Sentence> {
  const cols: [string, CorpusLang][] = [['eng', 'en'], ['msa', 'ms'], ['ind', 'id'], ['zho_CN', 'zh'], ['zho_TW', 'zh'], ['tam', 'ta'], ['fil', 'tl']];
  for (const row of readTsv('ntrex128', 'ntrex128.tsv')) {
    const heldOut = isHeldOut('ntrex128', row.line ?? '');
    for (const [col, lang] of cols) yield { text: row[col] ?? '', lang, source: 'ntrex128', register: 'formal', heldOut };
  }
}

/** TALPCo everyday sentences (Malay and Indonesian side by side); 10 % of ids held out. */
function* talpco(): Generator<Sentence> {
  for (const row of readTsv('talpco', 'talpco.tsv')) {
    const heldOut = isHeldOut('talpco', row.id ?? '');
    yield { text: row.zsm ?? '', lang: 'ms', source: 'talpco', register: 'spoken', heldOut };
    yield { text: row.ind ?? '', lang: 'id', source: 'talpco', register: 'spoken', heldOut };
    yield { text: row.eng ?? '', lang: 'en', source: 'talpco', register: 'spoken', heldOut };
  }
}

/** Tatoeba Malay/Indonesian sentences with English; 10 % of lines held out. */
function* tatoeba(): Generator<Sentence> {
  for (const [file, col, lang] of [['zsm-eng.tsv', 'zsm', 'ms'], ['ind-eng.tsv', 'ind', 'id']] as const) {
    for (const row of readTsv('tatoeba-laser-ms-id', file)) {
      const heldOut = isHeldOut(`tatoeba-${lang}`, row.line ?? '');
      yield { text: row[col] ?? '', lang, source: 'tatoeba', register: 'spoken', heldOut };
      yield { text: row.eng ?? '', lang: 'en', source: 'tatoeba', register: 'spoken', heldOut };
    }
  }
}

/** UDHR paragraphs; 10 % held out. */
function* udhr(): Generator<Sentence> {
  const files: [string, CorpusLang][] = [['mly_latn.txt', 'ms'], ['ind.txt', 'id'], ['eng.txt', 'en'], ['cmn_hans.txt', 'zh'], ['cmn_hant.txt', 'zh'], ['tam.txt', 'ta'], ['jav.txt', 'jv'], ['sun.txt', 'su'], ['min.txt', 'min'], ['tgl.txt', 'tl']];
  for (const [file, lang] of files) {
    for (const [i, text] of readLines('udhr', file).entries()) {
      yield { text, lang, source: 'udhr', register: 'formal', heldOut: isHeldOut(`udhr-${file}`, String(i)) };
    }
  }
}

/** Spoken Malay (Melayu Standard Lisan); 10 % of sentences held out. */
function* melayuLisan(): Generator<Sentence> {
  for (const [i, text] of readLines('melayu-standard-lisan', 'raw_sentences.txt').entries()) {
    yield { text, lang: 'ms', source: 'melayu-standard-lisan', register: 'spoken', heldOut: isHeldOut('msl', String(i)) };
  }
}

/** Malay software strings (Debian and Mozilla); 2 % held out for perplexity. */
function* debianMalay(): Generator<Sentence> {
  for (const file of ['ms_strings.txt', 'mozilla_ms_strings.txt']) {
    for (const text of readLines('debian-l10n-ms', file)) {
      yield { text, lang: 'ms', source: 'debian-l10n-ms', register: 'formal', heldOut: isHeldOut('debian-ms', text, 0.02) };
    }
  }
}

/** Indonesian software strings and the Debian reference manual. */
function* debianIndonesian(): Generator<Sentence> {
  for (const file of ['id_strings.txt', 'debian-reference-id_paragraphs.txt']) {
    for (const text of readLines('debian-l10n-id', file)) {
      yield { text, lang: 'id', source: 'debian-l10n-id', register: 'formal', heldOut: isHeldOut('debian-id', text, 0.02) };
    }
  }
}

/** Malay news/political sentences from malaya's sentiment CSV (labels unused here); 10 % held out. */
function* malayaSentences(): Generator<Sentence> {
  for (const row of readCsv('malaya', 'sentiment-data-v2.csv')) {
    const text = row.text ?? '';
    yield { text, lang: 'ms', source: 'malaya-sentiment', register: 'social', heldOut: isHeldOut('malaya-sentiment', text) };
  }
}

/** Indonesian reviews (SmSA), QA passages (IDK-MRC) and tweets (EmoT); validation rows held out. */
function* indonesianText(): Generator<Sentence> {
  for (const split of ['train', 'valid'] as const) {
    for (const line of readLines('indonlu-smsa', `${split}_preprocess.tsv`)) {
      yield { text: line.split('\t')[0] ?? '', lang: 'id', source: 'indonlu-smsa', register: 'social', heldOut: split === 'valid' };
    }
    for (const row of readCsv('indonlu-emot', `${split}_preprocess.csv`)) {
      yield { text: row.tweet ?? '', lang: 'id', source: 'indonlu-emot', register: 'social', heldOut: split === 'valid' };
    }
    const mrc = JSON.parse(readData('idk-mrc', `${split}.json`)) as { context: string }[];
    for (const item of mrc) yield { text: item.context, lang: 'id', source: 'idk-mrc', register: 'formal', heldOut: split === 'valid' };
  }
}

/** English: UD EWT sentences, UCI reviews, NusaX English, intent utterances; validation rows held out. */
function* englishText(): Generator<Sentence> {
  for (const line of readLines('ud-en-ewt', 'en_ewt-ud-dev.conllu')) {
    if (line.startsWith('# text = ')) yield { text: line.slice(9), lang: 'en', source: 'ud-en-ewt', register: 'social', heldOut: false };
  }
  for (const row of readTsv('uci-sentiment-en', 'sentences.tsv')) {
    yield { text: row.text ?? '', lang: 'en', source: 'uci-sentiment-en', register: 'social', heldOut: isHeldOut('uci', `${row.source}:${row.line}`) };
  }
  for (const split of ['train', 'valid'] as const) {
    for (const row of readCsv('nusax-senti', 'english', `${split}.csv`)) {
      yield { text: row.text ?? '', lang: 'en', source: 'nusax-senti', register: 'social', heldOut: split === 'valid' };
    }
  }
  for (const row of readTsv('clinc150', 'train_val.tsv')) {
    yield { text: row.text ?? '', lang: 'en', source: 'clinc150', register: 'social', heldOut: row.split === 'val' || row.split === 'oos_val' };
  }
  for (const row of readTsv('hwu64', 'train.tsv')) {
    yield { text: row.text_original ?? '', lang: 'en', source: 'hwu64', register: 'social', heldOut: false };
  }
}

/**
 * Every sentence of running text in the corpora, in a fixed order.
 *
 * @param langs - keep only these languages (all when omitted)
 */
export function* sentences(langs?: readonly CorpusLang[]): Generator<Sentence> {
  const keep = langs ? new Set(langs) : undefined;
  const sources = [sib200, ntrex, talpco, tatoeba, udhr, melayuLisan, debianMalay, debianIndonesian, malayaSentences, indonesianText, englishText];
  for (const source of sources) {
    for (const s of source()) {
      const text = s.text.trim();
      if (text === '' || (keep && !keep.has(s.lang))) continue;
      yield text === s.text ? s : { ...s, text };
    }
  }
}

/**
 * English interface strings of Debian and Mozilla software (the English side of the Malay localisation
 * pairs), with at least three words once format markers (`%s`, `$1`, `{ $name }`), markup and keyboard
 * accelerators (`_Open`, `&Save`) are removed; 10 % held out. Not in {@link sentences}: only language
 * identification reads them, as English text about software, which the other English sources hardly have.
 *
 * @example
 * ```ts
 * englishSoftwareStrings().find((s) => !s.heldOut)?.text; // e.g. 'Would you like to overwrite it?'
 * ```
 */
export function englishSoftwareStrings(): Sentence[] {
  const seen = new Set<string>();
  const out: Sentence[] = [];
  for (const row of readTsv('debian-l10n-ms', 'ms_en_pairs.tsv')) {
    const text = (row.en_msgid ?? '').replace(/%[-+ #0-9.*$]*[a-zA-Z]|\$\d+|[_&](?=\w)|\{[^}]*\}|<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
    if (seen.has(text) || text.split(' ').filter((w) => /^\p{L}+[.,!?:]?$/u.test(w)).length < 3) continue;
    seen.add(text);
    out.push({ text, lang: 'en', source: 'debian-l10n-en', register: 'formal', heldOut: isHeldOut('debian-en', text) });
  }
  return out;
}

/** True when an optional corpus file exists. */
export function hasCorpusFile(...parts: string[]): boolean {
  return existsSync(dataPath(...parts));
}
