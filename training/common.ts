/**
 * Shared helpers for the training and evaluation scripts: where the corpora are, how to read them,
 * how held-out rows are chosen, and how artifacts are written deterministically.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { seeded } from '../src/random.js';
import { markedBlock } from './marked.js';

/** The name of the block `npm run eval` writes into each model card. */
export const MEASURED_BLOCK = 'measured';

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The corpora folder: `MANGLISH_DATA_DIR`, or `../shared/data` beside the repository. */
export function dataDir(): string {
  return resolve(process.env.MANGLISH_DATA_DIR ?? join(ROOT, '..', 'shared', 'data'));
}

/** True when the corpora folder is present (tests that need it are skipped otherwise). */
export function hasData(): boolean {
  return existsSync(join(dataDir(), 'README.md'));
}

/** Absolute path of a file inside the corpora folder. */
export function dataPath(...parts: string[]): string {
  return join(dataDir(), ...parts);
}

/** Reads a corpus file as UTF-8 text. */
export function readData(...parts: string[]): string {
  return readFileSync(dataPath(...parts), 'utf8');
}

/** Non-empty lines of a corpus file. */
export function readLines(...parts: string[]): string[] {
  return readData(...parts).split(/\r?\n/).filter((l) => l.trim() !== '');
}

/** A TSV file with a header row, as objects keyed by column name. */
export function readTsv(...parts: string[]): Record<string, string>[] {
  const [header, ...rows] = readLines(...parts).filter((l) => !l.startsWith('#'));
  const cols = (header ?? '').split('\t');
  return rows.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
  });
}

/** A CSV file with a header row, as objects keyed by column name. */
export function readCsv(...parts: string[]): Record<string, string>[] {
  return parse(readData(...parts), { columns: true, skip_empty_lines: true, relax_quotes: true, relax_column_count: true }) as Record<string, string>[];
}

/**
 * A team-written table in `training/data/` (tab-separated, `#` comments): its rows as cell arrays.
 * These files are the team's own work, committed with the code; the shared corpora are never copied there.
 */
export function readTeamTable(name: string): string[][] {
  return readFileSync(join(ROOT, 'training', 'data', name), 'utf8').split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#')).map((l) => l.split('\t'));
}

/** A stable 32-bit hash of a string (for splits and seeds). */
export function stableHash(s: string): number {
  return createHash('sha1').update(s).digest().readUInt32BE(0);
}

/**
 * The project's fixed carve-out for sets without a published validation split: a row is held out when
 * the hash of `dataset:key` falls in the first `fraction` of the hash range (10 % by default). Training
 * never sees these rows; `npm run eval` reports on them.
 */
export function isHeldOut(dataset: string, key: string, fraction = 0.1): boolean {
  return stableHash(`${dataset}:${key}`) % 10000 < fraction * 10000;
}

/** A seeded pseudo-random generator (mulberry32) for deterministic training: the library's own. */
export const rng = seeded;

/** Fisher–Yates shuffle with a seeded generator (returns a new array). */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = items.slice();
  const rand = rng(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Lower-cased word-like pieces of a text, for counting. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/\p{L}[\p{L}\p{M}'’-]*\p{L}|\p{L}/gu) ?? [];
}

/** Writes a model artifact under `models/` (gzipped when the name ends in `.gz`). */
export function writeArtifact(name: string, content: string | Uint8Array): string {
  const path = join(ROOT, 'models', name);
  mkdirSync(dirname(path), { recursive: true });
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  writeFileSync(path, name.endsWith('.gz') ? gzipSync(bytes, { level: 9 }) : bytes);
  return path;
}

/** The sections every model card template has, in this order (`training/cards/<name>.md`). */
export const CARD_SECTIONS = ['Use', 'Data and licences', 'Method', 'Hyper-parameters', 'Measured results', 'Limitations'] as const;

/**
 * A card template with its `{{key}}` placeholders filled; raises when a placeholder has no value or a value no
 * placeholder (so a template and its trainer cannot drift apart).
 *
 * @example
 * ```ts
 * fillTemplate('over {{classes}}', { classes: 'standard, kelantan' }); // 'over standard, kelantan'
 * ```
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  const used = new Set<string>();
  const out = template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`The card template has {{${key}}} but the trainer gives no value for it.`);
    used.add(key);
    return String(values[key]);
  });
  const unused = Object.keys(values).filter((k) => !used.has(k));
  if (unused.length > 0) throw new Error(`The trainer gives ${unused.join(', ')} but the card template has no placeholder for it.`);
  return out;
}

/**
 * Writes a model card `models/<name>.md`, keeping the measured block that `npm run eval` wrote into the
 * previous card (its figures stay until the next evaluation replaces them). Given values, the card is its
 * template `training/cards/<name>.md` (or `<template>.md`) filled in, the measured block closing "Measured results"; given markdown
 * (cards not yet moved to a template), the block goes at the end.
 */
export function writeCard(name: string, content: string | Readonly<Record<string, string | number>>, template = name): void {
  const path = join(ROOT, 'models', `${name}.md`);
  const measured = existsSync(path) ? markedBlock(readFileSync(path, 'utf8'), MEASURED_BLOCK) : null;
  if (typeof content !== 'string') {
    const card = fillTemplate(readFileSync(join(ROOT, 'training', 'cards', `${template}.md`), 'utf8'), content);
    const block = measured ?? `<!-- ${MEASURED_BLOCK}:start -->\n(run \`npm run eval\`)\n<!-- ${MEASURED_BLOCK}:end -->`;
    // The block closes the "Measured results" section, after the template's words on what the figures are.
    const next = card.indexOf('\n## ', card.indexOf('## Measured results\n') + 1);
    writeFileSync(path, next < 0 ? `${card.trimEnd()}\n\n${block}\n` : `${card.slice(0, next).trimEnd()}\n\n${block}\n${card.slice(next)}`);
    return;
  }
  const card = content.trimStart();
  writeFileSync(path, measured === null ? card : `${card.trimEnd()}\n\n${measured}\n`);
}

/** Formats a byte count for model cards. */
export function sizeOf(path: string): string {
  const n = readFileSync(path).length;
  return n > 1e6 ? `${(n / 1e6).toFixed(2)} MB` : `${(n / 1e3).toFixed(1)} kB`;
}

/** Logs a training step. */
export function log(message: string): void {
  process.stderr.write(`[train] ${message}\n`);
}
