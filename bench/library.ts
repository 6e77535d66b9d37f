/**
 * The library group: every function in three regimes beside its peers, on the benchmark corpus.
 * - unseen: warmed on the corpus's first half, timed on texts of the second half it has never seen;
 * - repeated: the same timed texts once more (every memo warm);
 * - cold: the first pass over those texts in a fresh process, model loading included (`cold.ts`).
 * The timed half is cut into three slices; in each round ours and every peer run on the same fresh slice,
 * and the medians of the three rounds make the ratios (all in one run, in one process).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchCorpus, halves } from './corpus.js';
import { benchRows, tokenCounter, type Measured } from './functions.js';
import { emit, pass, passAsync } from './lib.js';

/** About how long one timed pass of ours may take (slow functions are timed on fewer texts). */
const PASS_SECONDS = 1.5;
const ROUNDS = 3;

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** Runs `fn` over `texts` for about `seconds` (all of them when faster); answers texts per second. */
function warmUp(texts: readonly string[], fn: Measured, seconds: number): number {
  const start = performance.now();
  let n = 0;
  while (n < texts.length && (n < 20 || performance.now() - start < seconds * 1000)) fn(texts[n++] as string);
  return n / ((performance.now() - start) / 1000);
}

export async function benchLibrary(only?: string): Promise<void> {
  const corpus = await benchCorpus();
  process.stderr.write(`corpus: ${corpus.description}\n`);
  const { warm, timed } = halves(corpus.heldOut ? corpus.texts : Array.from({ length: 3000 }, (_, i) => corpus.texts[i % corpus.texts.length] as string));
  const tokens = await tokenCounter();
  const coldScript = fileURLToPath(new URL('./cold.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
  for (const row of await benchRows()) {
    if (only && row.name !== only) continue;
    // 1. Warm ours and the peers on the first half; size the slices so that a pass of ours takes about PASS_SECONDS.
    const rate = warmUp(warm, row.ours, 2 * PASS_SECONDS);
    for (const fn of Object.values(row.peers)) warmUp(warm, fn, PASS_SECONDS);
    const size = Math.max(20, Math.min(Math.floor(timed.length / ROUNDS), Math.round(rate * PASS_SECONDS)));
    const slices = Array.from({ length: ROUNDS }, (_, r) => timed.slice(r * size, (r + 1) * size));
    const first = slices[0] as readonly string[];
    const perText = first.reduce((n, t) => n + tokens(t), 0) / first.length;
    // 2. Unseen: in each round ours, then every peer, on a slice none has seen.
    const rounds: Record<string, number[]> = { 'manglish-nlp': [] };
    for (const slice of slices) {
      rounds['manglish-nlp']?.push(pass(slice, row.ours));
      for (const [name, fn] of Object.entries(row.peers)) (rounds[name] ??= []).push(pass(slice, fn));
    }
    const ours = median(rounds['manglish-nlp'] ?? []);
    emit({ group: 'library', what: row.name, who: 'manglish-nlp', regime: 'unseen', value: ours, unit: 'texts/s', note: `${Math.round(ours * perText).toLocaleString('en-US')} tokens/s; ${size} texts of ${perText.toFixed(1)} tokens a pass` });
    for (const [name, values] of Object.entries(rounds)) {
      if (name !== 'manglish-nlp') emit({ group: 'library', what: row.name, who: name, regime: 'unseen', value: median(values), unit: 'texts/s', note: `manglish-nlp ÷ this = ${(ours / median(values)).toFixed(2)}×` });
    }
    for (const [name, fn] of Object.entries(row.asyncPeers ?? {})) {
      for (const inFlight of [1, 32]) {
        const peerRate = await passAsync(first, fn, inFlight);
        emit({ group: 'library', what: row.name, who: name, regime: inFlight === 1 ? 'unseen, one call at a time' : `unseen, ${inFlight} calls in flight`, value: peerRate, unit: 'texts/s', note: `manglish-nlp ÷ this = ${(ours / peerRate).toFixed(2)}×` });
      }
    }
    // 3. Repeated: the slices once more (median of the three).
    emit({ group: 'library', what: row.name, who: 'manglish-nlp', regime: 'repeated', value: median(slices.map((slice) => pass(slice, row.ours))), unit: 'texts/s' });
    // 4. Cold: a fresh process's first pass over the first slice, loading included.
    const cold = Number(execFileSync(tsx, [coldScript, row.name, String(warm.length), String(size)], { encoding: 'utf8' }).trim());
    emit({ group: 'library', what: row.name, who: 'manglish-nlp', regime: 'cold', value: cold, unit: 'texts/s', note: 'first pass in a fresh process, models loaded on the way' });
  }
}
