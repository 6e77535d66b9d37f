/**
 * Writes `docs/benchmarks.md` from `bench/results.json`: how the figures are made, then the current tables
 * and the targets with what was measured against them. Nothing in the page is written by hand but the
 * method; run `npm run bench` to remake it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GroupRun } from './index.js';
import type { BenchResult } from './lib.js';

const fmt = (v: number): string => v.toLocaleString('en-US', { maximumFractionDigits: v < 10 ? 2 : 0 });

const METHOD = `# Benchmarks

Made by \`npm run bench\` (after \`npm run bench:setup\`, which installs the peer libraries into
\`bench/node_modules\`; \`cld\` compiles CLD2). Each group runs in a fresh process; the tables below are
rewritten from \`bench/results.json\` on every run, with the date and commit of the run that made them.

- **Corpus:** thousands of distinct held-out sentences and posts read from \`../shared/data\` at bench time (the
  language-identification carve-outs in Malay, Indonesian and English and the held-out sentiment rows; nothing is
  committed). Without \`../shared\` the benchmark says so and falls back to a few team-written sentences, whose
  "unseen" figures mean nothing.
- **Regimes:** *unseen* — warmed on the corpus's first half, timed on texts of the second half it has never seen, so no
  memory of a whole text helps (words do repeat, as they do in real traffic); *repeated* — the same texts once more;
  *cold* — the first pass in a fresh process, models loaded on the way.
- **Peers** run in the same process on the same texts through their fast APIs, in alternating rounds with ours; a ratio is
  the median of three rounds of ours over the median of three of theirs. fastText lid.176 is called as
  \`predict(text, 1)\`; CLD2 (\`cld\`) has only an asynchronous API and is measured one call at a time and with 32 calls in
  flight (it then uses both cores; ours uses one).
- **Service:** the compiled service in a child process with two analysis threads, autocannon in the benchmark's own
  process — on this 2-core machine they share the cores, so service figures are floors.
- **Scale:** one compiled service instance and one or two \`manglish worker\` processes on a PostgreSQL and a Redis
  started for the run, all on the same two cores as the client; the note of each setting says how many cores each
  role kept busy (from \`/proc\`), which bounds what a second worker can add.
- **Batch:** \`manglish batch\` (compiled) against one process running the same module code on one thread
  (\`bench/one-thread.mjs\`), both whole processes with start-up, reading and writing JSON Lines files, in
  alternating rounds; the peak resident size is sampled from \`/proc\` every 100 ms.
- Figures move by ±10–20 % between runs on a shared machine: compare within one run.
`;

interface Target {
  readonly what: string;
  readonly check: (find: (what: string, who: string, regime: string) => BenchResult | undefined) => { figure: string; met: boolean } | undefined;
}

const ratio = (ours: BenchResult | undefined, peer: BenchResult | undefined): number | undefined => (ours && peer ? ours.value / peer.value : undefined);
const tokensOf = (r: BenchResult | undefined): number | undefined => (r?.note ? Number(/^([\d,]+) tokens\/s/.exec(r.note)?.[1]?.replace(/,/g, '')) : undefined);
const peerLike = (results: readonly BenchResult[], what: string, prefix: string): BenchResult | undefined => results.find((r) => r.what === what && r.who.startsWith(prefix) && r.regime === 'unseen');

function targets(results: readonly BenchResult[]): Target[] {
  const vs = (what: string, prefix: string, times: number, floor?: { unit: 'tokens' | 'texts'; value: number }): Target => ({
    what: `${what} ≥ ${times}× ${prefix}${floor ? ` and ≥ ${fmt(floor.value)} ${floor.unit}/s` : ''}`,
    check: (find) => {
      const ours = find(what, 'manglish-nlp', 'unseen');
      const x = ratio(ours, peerLike(results, what, prefix));
      if (x === undefined || !ours) return undefined;
      const amount = floor?.unit === 'tokens' ? tokensOf(ours) ?? 0 : ours.value;
      return { figure: `${x.toFixed(2)}×${floor ? `, ${fmt(amount)} ${floor.unit}/s` : ''}`, met: x >= times && (!floor || amount >= floor.value) };
    },
  });
  const atMost = (what: string, regime: string, limit: number, unit: string): Target => ({
    what: `${what} ≤ ${fmt(limit)} ${unit}`,
    check: (find) => {
      const r = find(what, 'manglish-nlp', regime);
      return r ? { figure: `${fmt(r.value)} ${unit}`, met: r.value <= limit } : undefined;
    },
  });
  const firstCalls: Target = {
    what: 'first call of each function ≤ 100 ms (translation ≤ 300 ms)',
    check: () => {
      const calls = results.filter((r) => r.group === 'first-call');
      if (calls.length === 0) return undefined;
      const over = calls.filter((r) => r.value > (r.what.startsWith('translation') ? 300 : 100));
      return { figure: over.length === 0 ? 'all within' : `over: ${over.map((r) => `${r.what} ${fmt(r.value)} ms`).join(', ')}`, met: over.length === 0 };
    },
  };
  const slowSockets: Target = {
    what: '/health p99 ≤ 1 s with 20,000 slow-body sockets, every one cut within a minute',
    check: () => {
      const r = results.find((x) => x.what === '/health latency p99 with slow sockets');
      const longest = Number(/at most ([\d.]+) s/.exec(r?.note ?? '')?.[1]);
      return r ? { figure: `p99 ${fmt(r.value)} ms; ${r.regime}; longest ${longest} s`, met: r.value <= 1000 && longest <= 60 && r.regime.startsWith('20,000') } : undefined;
    },
  };
  const service = (path: string, min: number, p99?: number): Target => ({
    what: `${path} with varying texts ≥ ${fmt(min)} req/s${p99 ? ` with p99 ≤ ${p99} ms` : ''}`,
    check: (find) => {
      const r = find(path, 'manglish-nlp', 'varying texts, 32 connections');
      const measuredP99 = Number(/p99 ([\d.]+) ms/.exec(r?.note ?? '')?.[1]);
      return r ? { figure: `${fmt(r.value)} req/s, p99 ${measuredP99} ms`, met: r.value >= min && (!p99 || measuredP99 <= p99) } : undefined;
    },
  });
  return [
    vs('detectLanguage', 'fastText', 1.5),
    vs('posTag', 'wink-nlp', 1.0, { unit: 'tokens', value: 150_000 }),
    vs('nerTag', 'wink-nlp', 0.8, { unit: 'tokens', value: 100_000 }),
    vs('sentiment', 'wink-nlp', 1.5, { unit: 'texts', value: 30_000 }),
    vs('emotion', 'wink-nlp', 1.5, { unit: 'texts', value: 30_000 }),
    vs('tokenize', 'wink-nlp', 5),
    atMost('library, every model loaded', 'resident set size', 200, 'MB'),
    atMost('resident size at start', '2 analysis threads, every model loaded', 350, 'MB'),
    atMost('resident size after a minute of varying load', '6 endpoints, varying texts, 16 connections', 400, 'MB'),
    firstCalls,
    atMost('/health latency p99', 'during 20 × 9,000-char /translate + 50 × 10,000 × 10 /batch', 50, 'ms'),
    atMost('503 answer time p99', 'saturated by 200 concurrent 9,000-char /translate', 100, 'ms'),
    slowSockets,
    service('/analyze', 1710, 100),
    service('/sentiment', 10_000),
    ...([[6000, 1.5], [60_000, 1.8]] as const).map(([count, times]): Target => ({
      what: `manglish batch, ${fmt(count)} texts × 5 modules ≥ ${times}× one thread (start-up included)`,
      check: (find) => {
        const r = find(`${fmt(count)} texts × 5 modules, speed-up`, 'manglish-nlp', 'manglish batch vs one thread');
        return r ? { figure: `${r.value.toFixed(2)}×`, met: r.value >= times } : undefined;
      },
    })),
    atMost('1,000,000 lines, language', 'peak resident size', 400, 'MB'),
    atMost('first contentful paint of /', 'service just up', 1000, 'ms'),
    atMost('Analyse to results, 30-word text', 'every module, texts that do not repeat', 300, 'ms'),
    {
      what: 'async jobs: 2 worker processes ≥ 1.7× as fast as 1 (one analysis thread each)',
      check: (find) => {
        const r = find('async jobs, 2 workers vs 1', 'manglish-nlp', 'speed-up');
        return r ? { figure: `${r.value.toFixed(2)}×`, met: r.value >= 1.7 } : undefined;
      },
    },
  ];
}

function table(results: readonly BenchResult[]): string {
  const rows = results.map((r) => `| ${r.what} | ${r.who} | ${r.regime} | ${fmt(r.value)} ${r.unit} | ${r.note ?? ''} |`);
  return ['| what | who | regime | figure | note |', '|---|---|---|---|---|', ...rows].join('\n');
}

/**
 * Rewrites docs/benchmarks.md from the collected runs.
 *
 * @example
 * ```ts
 * writeBenchmarksDoc(JSON.parse(readFileSync('bench/results.json', 'utf8')));
 * ```
 */
export function writeBenchmarksDoc(runs: Readonly<Record<string, GroupRun>>): void {
  const all = Object.values(runs).flatMap((r) => r.results);
  const find = (what: string, who: string, regime: string): BenchResult | undefined => all.find((r) => r.what === what && r.who === who && r.regime === regime);
  const targetRows = targets(all).map((t) => {
    const out = t.check(find);
    return `| ${t.what} | ${out?.figure ?? 'not measured'} | ${out === undefined ? '—' : out.met ? 'met' : '**not met**'} |`;
  });
  const sections = Object.entries(runs).map(([group, run]) => `## ${group}\n\nRun ${run.date} on commit ${run.commit}; ${run.machine}.\n\n${table(run.results)}`);
  const doc = [METHOD, '## Targets\n\nThe targets of the issues that set them, against the figures below.\n', '| target | measured | |', '|---|---|---|', ...targetRows, '', ...sections].join('\n');
  writeFileSync(fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url)), `${doc}\n`);
}
