/**
 * Evaluations of the corpus models: language-model perplexity on the held-out corpus, embedding word
 * similarity, keyword F1, text similarity and extractive summaries on the team-written sets.
 */
import { extractKeywords } from '../src/analysis/keywords.js';
import { languageModel, lmTokens } from '../src/analysis/generate.js';
import { similarity } from '../src/analysis/similarity.js';
import { summarize } from '../src/analysis/summarize.js';
import { bundledEmbeddings } from '../src/models/embedding-loaders.js';
import { segment } from '../src/text/segment.js';
import { readCsv, readTeamTable, rng } from '../training/common.js';
import { assembleCorpus } from '../training/corpus.js';
import { perplexity } from '../training/lm.js';
import { wordSimilarityCheck } from '../training/embeddings.js';
import { rouge1, spearman } from './metrics.js';
import type { EvalRow } from './types.js';

/** Perplexity of each language model on its held-out corpus sentences (never trained on). */
export function evalLanguageModels(): EvalRow[] {
  const perplexities = (['ms', 'en'] as const).map((lang): EvalRow => {
    const held = assembleCorpus(lang).heldOut.map(lmTokens).filter((s) => s.length > 0);
    return { task: `language model (${lang})`, dataset: 'assembled corpus (training/corpus.ts)', split: 'held-out sentences (hash)', metric: 'perplexity (lower is better)', value: perplexity(languageModel(lang), held), n: held.length };
  });
  return [...perplexities, blimp('zsm'), blimp('ind')];
}

/**
 * MALINDO BLiMP (CC BY 4.0, never trained on): the share of validated minimal pairs whose grammatical sentence
 * the Malay language model scores higher (total log-probability; a tie counts half).
 */
function blimp(lang: 'zsm' | 'ind'): EvalRow {
  const pairs = readCsv('malindo-blimp', 'core', 'validated', `validated_minimal_pairs-${lang}.csv`).filter((r) => (r.good_sentence ?? '') !== '' && (r.bad_sentence ?? '') !== '');
  const model = languageModel('ms');
  let won = 0;
  for (const r of pairs) {
    const good = model.score(lmTokens(r.good_sentence as string)).log10;
    const bad = model.score(lmTokens(r.bad_sentence as string)).log10;
    won += good > bad ? 1 : good === bad ? 0.5 : 0;
  }
  return { task: 'language model (ms)', dataset: `MALINDO BLiMP ${lang === 'zsm' ? 'Malay' : 'Indonesian'} (validated pairs)`, split: 'all (never trained on)', metric: 'grammatical preferred (share of pairs)', value: won / Math.max(1, pairs.length), n: pairs.length };
}

/** Spearman correlation of embedding cosines with the team's human word-pair scores. */
export function evalEmbeddings(): EvalRow[] {
  const check = wordSimilarityCheck(bundledEmbeddings());
  return [{ task: 'embeddings', dataset: 'team word pairs (training/data/word-similarity.tsv)', split: 'all (never trained on)', metric: 'Spearman', value: check.spearman, n: check.pairs }];
}

/** Keyword F1 at 5: predicted keywords equal (case-insensitively) to the team's gold keywords. */
export function evalKeywords(): EvalRow[] {
  let hit = 0;
  let predicted = 0;
  let gold = 0;
  const rows = readTeamTable('keywords-gold.tsv');
  for (const [text, keys] of rows) {
    const want = new Set((keys as string).split('|'));
    const got = extractKeywords(text as string, { topN: 5 }).map((k) => k.keyword.toLowerCase());
    hit += got.filter((k) => want.has(k)).length;
    predicted += got.length;
    gold += want.size;
  }
  const p = hit / predicted;
  const r = hit / gold;
  return [{ task: 'keywords', dataset: 'team gold set (training/data/keywords-gold.tsv)', split: 'all (never trained on)', metric: 'F1@5 (exact phrase)', value: (2 * p * r) / (p + r), n: rows.length }];
}

/** Text similarity: rank correlation with team scores, and the mean score of random corpus pairs. */
export function evalSimilarity(): EvalRow[] {
  const rows = readTeamTable('text-similarity.tsv');
  const rho = spearman(rows.map((r) => Number(r[2])), rows.map((r) => similarity(r[0] as string, r[1] as string)));
  const rand = rng(7);
  let sum = 0;
  let n = 0;
  for (const lang of ['ms', 'en'] as const) {
    const held = assembleCorpus(lang).heldOut;
    for (let i = 0; i < 500; i++) {
      sum += similarity(held[Math.floor(rand() * held.length)] as string, held[Math.floor(rand() * held.length)] as string);
      n++;
    }
  }
  return [
    { task: 'similarity', dataset: 'team pairs (training/data/text-similarity.tsv)', split: 'all (never trained on)', metric: 'Spearman', value: rho, n: rows.length },
    { task: 'similarity', dataset: 'assembled corpus, random sentence pairs', split: 'held-out sentences', metric: 'mean score (lower is better)', value: sum / n, n },
  ];
}

/** Extractive and abstractive summaries against the team's chosen extracts (ROUGE-1 F1), with the lead baseline. */
export function evalSummaries(): EvalRow[] {
  const rows = readTeamTable('summaries.tsv').map(([text, ref]) => [(text as string).replaceAll(' / ', '\n'), ref as string] as const);
  const mean = (f: (text: string, ref: string) => string): number => rows.reduce((a, [t, r]) => a + rouge1(f(t, r), r), 0) / rows.length;
  const budget = (ref: string): number => ref.split(/\s+/).length;
  const row = (metric: string, value: number): EvalRow => ({ task: 'summarization', dataset: 'team set (training/data/summaries.tsv)', split: 'all (never trained on)', metric, value, n: rows.length });
  return [
    row('ROUGE-1 F1, extractive', mean((t, r) => summarize(t, { maxLength: budget(r), style: 'extractive' }))),
    row('ROUGE-1 F1, abstractive', mean((t, r) => summarize(t, { maxLength: budget(r), style: 'abstractive' }))),
    row('ROUGE-1 F1, lead-2 baseline', mean((t) => segment(t).slice(0, 2).join(' '))),
  ];
}
