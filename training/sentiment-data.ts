/**
 * The labelled sentiment data: training rows and the held-out rows `npm run eval` reports on.
 * Labels are `negative`, `neutral`, `positive`.
 */
import { ENGLISH_POLARITY } from '../src/lang/en/polarity.js';
import { INTENSIFIERS } from '../src/models/features.js';
import { isHeldOut, readCsv, readData, readLines, readTsv, rng, shuffle } from './common.js';
import { readLabelled } from './templates.js';
import { sentences } from './corpora.js';

/** One labelled text. */
export interface LabelledText {
  readonly text: string;
  readonly label: string;
  /** The data set and its language, e.g. `malaya-ms`. */
  readonly source: string;
}

const lower = (s: string | undefined): string => (s ?? '').trim().toLowerCase();

/** Malay two-class sentences (malaya sentiment-data-v2); 10 % held out. */
export function malayaSentiment(heldOut: boolean): LabelledText[] {
  return readCsv('malaya', 'sentiment-data-v2.csv')
    .filter((r) => isHeldOut('malaya-sentiment', r.text ?? '') === heldOut)
    .map((r) => ({ text: r.text ?? '', label: lower(r.label), source: 'malaya-ms' }));
}

/** Indonesian SmSA reviews: train or the published validation split. */
export function smsa(heldOut: boolean): LabelledText[] {
  return readLines('indonlu-smsa', heldOut ? 'valid_preprocess.tsv' : 'train_preprocess.tsv').map((line) => {
    const [text, label] = line.split('\t');
    return { text: text ?? '', label: lower(label), source: 'smsa-id' };
  });
}

/** NusaX sentiment in Indonesian or English: train or the published validation split. */
export function nusax(lang: 'indonesian' | 'english', heldOut: boolean): LabelledText[] {
  return readCsv('nusax-senti', lang, heldOut ? 'valid.csv' : 'train.csv').map((r) => ({ text: r.text ?? '', label: lower(r.label), source: `nusax-${lang === 'english' ? 'en' : 'id'}` }));
}

/** English two-class review sentences (UCI); 10 % held out. */
export function uci(heldOut: boolean): LabelledText[] {
  return readTsv('uci-sentiment-en', 'sentences.tsv')
    .filter((r) => isHeldOut('uci', `${r.source}:${r.line}`) === heldOut)
    .map((r) => ({ text: r.text ?? '', label: lower(r.label), source: 'uci-en' }));
}

/** Malaysian political tweets (malaytextr, three classes); all used for training (57 rows). */
export function malaytextrTweets(): LabelledText[] {
  return readCsv('malaytextr', 'malaysia_politic_sentiment.csv').map((r) => ({ text: r.text ?? '', label: lower(r.sentiment), source: 'malaytextr-ms' }));
}

/**
 * Lexicon words that are also intensifiers (`gila`, `betul`) are left out: their polarity is that of the
 * word they strengthen (`sedap gila` is praise), not their own.
 */
const polarityWord = (r: LabelledText): boolean => !INTENSIFIERS.has(r.text);

/** Malay polarity words (malaytextr lexicon), as one-word examples. */
export function malaytextrLexicon(): LabelledText[] {
  return readCsv('malaytextr', 'sentiment_lexicon.csv').map((r) => ({ text: r.word ?? '', label: lower(r.sentiment), source: 'malaytextr-lexicon' })).filter(polarityWord);
}

/** Malay news sentences with three labels (malaya `sentiment_news_test_02032018.json`, MIT). */
export function malayaNews(): LabelledText[] {
  const rows = JSON.parse(readData('malaya', 'sentiment_news_test_02032018.json')) as { text: string; label: string }[];
  return rows.map((r) => ({ text: r.text, label: lower(r.label), source: 'malaya-news-ms' }));
}

/** Malay polarity words (malaya `sentiment_lexicon_ms.json`, MIT), as one-word examples. */
export function malayaLexicon(): LabelledText[] {
  const lex = JSON.parse(readData('malaya', 'sentiment_lexicon_ms.json')) as Record<'negative' | 'positive', string[]>;
  return [...lex.negative.map((w) => ({ text: w, label: 'negative', source: 'malaya-lexicon' })), ...lex.positive.map((w) => ({ text: w, label: 'positive', source: 'malaya-lexicon' }))].filter(polarityWord);
}

/** Indonesian emotion tweets (IndoNLU EmoT): train or the published validation split; `happy` → `joy`. */
export function emot(heldOut: boolean): LabelledText[] {
  return readCsv('indonlu-emot', heldOut ? 'valid_preprocess.csv' : 'train_preprocess.csv')
    .map((r) => ({ text: r.tweet ?? '', label: lower(r.label) === 'happy' ? 'joy' : lower(r.label), source: 'emot-id' }))
    .filter((r) => ['anger', 'fear', 'joy', 'love', 'sadness'].includes(r.label));
}

const MALAY_NEGATORS = ['tak', 'tidak', 'bukan', 'tak berapa', 'kurang'];
const ENGLISH_NEGATORS = ['not', 'not very', 'never', "isn't", 'not so'];
const MALAY_INTENSIFIERS: [string, boolean][] = [['sangat', true], ['gila', false], ['betul', false], ['sungguh', true], ['amat', true], ['sekali', false]];
const ENGLISH_INTENSIFIERS = ['very', 'so', 'really', 'super', 'extremely'];
const flip = (label: string): string => (label === 'positive' ? 'negative' : 'positive');

/**
 * Short phrases composed from polarity words, negators and intensifiers (`tak sedap` → negative,
 * `bukan tak sedap` → positive, `sedap gila` → positive, `not good` → negative), so the model learns how
 * negation and intensifiers change sentiment — real reviews rarely show them in isolation.
 */
export function negationPhrases(words: readonly LabelledText[], seed = 5): LabelledText[] {
  const rand = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const out: LabelledText[] = [];
  const english = [...ENGLISH_POLARITY.positive.map((w) => ({ text: w, label: 'positive' })), ...ENGLISH_POLARITY.negative.map((w) => ({ text: w, label: 'negative' }))];
  for (const w of words) {
    if (w.text.includes(' ') || (w.label !== 'positive' && w.label !== 'negative')) continue;
    const [intensifier, before] = pick(MALAY_INTENSIFIERS);
    out.push({ text: `${pick(MALAY_NEGATORS)} ${w.text}`, label: flip(w.label), source: 'negation-phrases' });
    out.push({ text: `bukan tak ${w.text}`, label: w.label, source: 'negation-phrases' });
    out.push({ text: before ? `${intensifier} ${w.text}` : `${w.text} ${intensifier}`, label: w.label, source: 'negation-phrases' });
  }
  for (const w of english) {
    for (const neg of ENGLISH_NEGATORS) out.push({ text: `${neg} ${w.text}`, label: flip(w.label), source: 'negation-phrases' });
    for (const int of ENGLISH_INTENSIFIERS) out.push({ text: `${int} ${w.text}`, label: w.label, source: 'negation-phrases' });
    out.push({ text: w.text, label: w.label, source: 'negation-phrases' });
  }
  return out;
}

/** Sources of plain Malay statements: translated everyday and news sentences, and spoken Malay. */
const PLAIN_MALAY_SOURCES = new Set(['talpco', 'tatoeba', 'ntrex128', 'melayu-standard-lisan']);

/**
 * Plain Malay statements as `neutral` examples (weak labels): training rows of translated everyday and news
 * sentences and of spoken Malay that hold no word of the polarity lexicons given (`Saya tinggal di Shah Alam`).
 * The Malay sentiment data has almost no neutral class; without these, factual Malay is read as positive or
 * negative.
 *
 * @param polarity - the lexicon entries whose words disqualify a sentence
 * @param count - at most this many sentences (a fixed shuffle picks them)
 */
export function plainMalay(polarity: readonly LabelledText[], count: number, seed = 11): LabelledText[] {
  const polar = new Set([...polarity.map((w) => w.text.toLowerCase()), ...ENGLISH_POLARITY.positive, ...ENGLISH_POLARITY.negative]);
  const plain = (text: string): boolean => !(text.toLowerCase().match(/[\p{L}']+/gu) ?? []).some((w) => polar.has(w) || INTENSIFIERS.has(w));
  const rows = [...sentences(['ms'])].filter((s) => !s.heldOut && PLAIN_MALAY_SOURCES.has(s.source) && plain(s.text));
  return shuffle(rows, seed).slice(0, count).map((s) => ({ text: s.text, label: 'neutral', source: 'plain-ms' }));
}

/** The team's Malaysian chat, Manglish and Malay training sentences (`training/data/sentiment/malaysian.tsv`). */
export function teamSentiment(): LabelledText[] {
  return readLabelled('sentiment', 'malaysian.tsv', 'team-ms');
}

/** Emotions that say a polarity; surprise says none. */
const EMOTION_POLARITY: Readonly<Record<string, string>> = { joy: 'positive', love: 'positive', anger: 'negative', sadness: 'negative', fear: 'negative', disgust: 'negative' };

/**
 * Emotion-labelled sentences as sentiment examples: the IndoNLU EmoT training tweets (`emot-as-sentiment-id`)
 * and the team's Malaysian emotion sentences (`team-emotion-ms`), joy and love as positive, anger, sadness, fear
 * and disgust as negative. They say feelings (`sayang`, `risau`, `geli`), which the review and opinion sources seldom do.
 */
export function emotionAsSentiment(): LabelledText[] {
  const team = readLabelled('emotion', 'malaysian.tsv', 'team-emotion-ms');
  return [...emot(false).map((r) => ({ ...r, source: 'emot-as-sentiment-id' })), ...team].flatMap((r) => {
    const label = EMOTION_POLARITY[r.label];
    return label ? [{ ...r, label }] : [];
  });
}
