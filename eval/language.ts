/**
 * Language identification on held-out sentences: SIB-200 dev and the 10 % carve-outs of NTREX-128,
 * TALPCo, Tatoeba and UDHR, in Malay, Indonesian, English, Chinese and Tamil. Texts that are identical in
 * the Malay and Indonesian data (common in TALPCo, where many translations coincide) are left out: they
 * are both languages at once. Also the team's everyday Malaysian, Manglish, English and Indonesian sentences
 * (`training/data/lid/eval.tsv`), which need no shared data: the held-out corpora are formal translations,
 * while the library reads chat. And the held-out English software strings, English about software that the
 * other English sources hardly have. Code-switching (`is_mixed`) on the team's Manglish, Malay and English texts
 * and on the held-out English sentences, which should not come out mixed.
 */
import { detectSwitches } from '../src/analysis/code-switching.js';
import { detectLanguage } from '../src/analysis/language.js';
import { readData } from '../training/common.js';
import { englishSoftwareStrings, sentences } from '../training/corpora.js';
import { accuracy, confusion } from './metrics.js';
import { labelledTeamSet } from './team.js';
import type { EvalRow } from './types.js';

const SOURCES = new Set(['sib200', 'ntrex128', 'talpco', 'tatoeba', 'udhr']);
const key = (t: string): string => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The held-out items: text and gold language. */
export function lidItems(): { text: string; lang: string; source: string }[] {
  const all = [...sentences(['ms', 'id', 'en', 'zh', 'ta'])];
  const langsOf = new Map<string, Set<string>>();
  for (const s of all) if (s.lang === 'ms' || s.lang === 'id') (langsOf.get(key(s.text)) ?? langsOf.set(key(s.text), new Set()).get(key(s.text)))?.add(s.lang);
  return all
    .filter((s) => s.heldOut && SOURCES.has(s.source))
    .filter((s) => !((s.lang === 'ms' || s.lang === 'id') && (langsOf.get(key(s.text))?.size ?? 0) > 1))
    .map((s) => ({ text: s.text, lang: s.lang, source: s.source }));
}

/** `detectLanguage` on the team set: accuracy, and the Malay↔Indonesian confusion in both directions. */
export function evalLanguageTeam(): EvalRow[] {
  const { gold, pred, dataset, split } = labelledTeamSet('lid/eval.tsv', (text) => detectLanguage(text).primary);
  const msid = (confusion(gold, pred, 'ms', 'id') + confusion(gold, pred, 'id', 'ms')) / 2;
  return [
    { task: 'language id', dataset, split, metric: 'accuracy (ms, id, en)', value: accuracy(gold, pred), n: gold.length },
    { task: 'language id', dataset, split, metric: 'ms↔id confusion (mean of both directions)', value: msid, n: gold.filter((g) => g !== 'en').length },
  ];
}

/** `detectLanguage` on the held-out tenth of the English software strings: how many read as English. */
export function evalLanguageSoftware(): EvalRow {
  const held = englishSoftwareStrings().filter((s) => s.heldOut);
  const pred = held.map((s) => detectLanguage(s.text).primary);
  return { task: 'language id', dataset: 'English software strings (Debian/Mozilla)', split: 'held-out 10 %', metric: 'accuracy (read as en)', value: accuracy(held.map(() => 'en'), pred), n: held.length };
}

/**
 * Code-switching on the team set (`training/data/code-switching/eval.tsv`: Manglish, Malay and English texts;
 * the answer is `mixed`, or the matrix language when `is_mixed` is false), which needs no shared data.
 */
export function evalCodeSwitchingTeam(): EvalRow {
  const { gold, pred, dataset, split } = labelledTeamSet('code-switching/eval.tsv', (text) => {
    const r = detectSwitches(text);
    return r.is_mixed ? 'mixed' : r.pattern.slice(0, 2);
  });
  return { task: 'code-switching', dataset, split, metric: 'accuracy (mixed, ms or en)', value: accuracy(gold, pred), n: gold.length };
}

/**
 * Informal Malay against informal Indonesian, both ways. Malaysian politicians' tweets (malaya
 * `tweets_by_topic.json`, topics kerajaan and pembangkang: ministers' and opposition accounts; evaluation only)
 * carry no labels, but they were written in Malaysia, so of those read as Malay or Indonesian the share read as
 * Indonesian is an error rate. The other side of that trade: the held-out Indonesian reviews and tweets (SmSA and
 * EmoT validation) read as Malay. Both lower is better.
 */
function informalMalayIndonesian(): EvalRow[] {
  const tweets = JSON.parse(readData('malaya', 'tweets_by_topic.json')) as Record<string, string[]>;
  const read = [...(tweets.kerajaan ?? []), ...(tweets.pembangkang ?? [])].map((t) => detectLanguage(t).primary).filter((p) => p === 'ms' || p === 'id');
  const indonesian = [...sentences(['id'])].filter((s) => s.heldOut && (s.source === 'indonlu-smsa' || s.source === 'indonlu-emot'));
  const asMalay = indonesian.filter((s) => detectLanguage(s.text).primary === 'ms').length;
  return [
    { task: 'language id', dataset: 'Malaysian politicians\' tweets (malaya, evaluation only)', split: 'all (never trained on)', metric: 'share read as id, of ms + id (lower is better)', value: read.filter((p) => p === 'id').length / read.length, n: read.length },
    { task: 'language id', dataset: 'indonlu-smsa + indonlu-emot (id reviews, tweets)', split: 'validation', metric: 'share read as ms (lower is better)', value: asMalay / indonesian.length, n: indonesian.length },
  ];
}

/** Held-out English sentences of the corpora that `detectSwitches` calls mixed (lower is better). */
function englishReadAsMixed(): EvalRow {
  const english = [...sentences(['en'])].filter((s) => s.heldOut);
  const mixed = english.filter((s) => detectSwitches(s.text).is_mixed).length;
  return { task: 'code-switching', dataset: 'held-out English sentences (all English sources)', split: 'held-out', metric: 'share called mixed (lower is better)', value: mixed / english.length, n: english.length };
}

export function evalLanguage(): EvalRow[] {
  const items = lidItems();
  const gold = items.map((i) => i.lang);
  const pred = items.map((i) => detectLanguage(i.text).primary);
  const dataset = 'sib200 + ntrex128 + talpco + tatoeba + udhr';
  const split = 'SIB-200 dev; 10 % carve-outs of the others';
  const msid = (confusion(gold, pred, 'ms', 'id') + confusion(gold, pred, 'id', 'ms')) / 2;
  const msItems = items.filter((i) => i.lang === 'ms' || i.lang === 'id');
  return [
    { task: 'language id', dataset, split, metric: 'accuracy (ms, id, en, zh, ta)', value: accuracy(gold, pred), n: items.length },
    { task: 'language id', dataset, split, metric: 'ms↔id confusion (mean of both directions)', value: msid, n: msItems.length },
    { task: 'language id', dataset, split, metric: 'ms→id confusion', value: confusion(gold, pred, 'ms', 'id'), n: items.filter((i) => i.lang === 'ms').length },
    { task: 'language id', dataset, split, metric: 'id→ms confusion', value: confusion(gold, pred, 'id', 'ms'), n: items.filter((i) => i.lang === 'id').length },
    evalLanguageSoftware(),
    ...informalMalayIndonesian(),
    ...evalLanguageTeam(),
    englishReadAsMixed(),
    evalCodeSwitchingTeam(),
  ];
}
