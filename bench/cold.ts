/**
 * Run in a fresh process by `library.ts`: the first pass of one function over the first slice of the timed
 * half (texts `from` … `from + count`), model loading included; prints texts per second.
 */
import { benchCorpus } from './corpus.js';
import { benchRows } from './functions.js';
import { pass } from './lib.js';

const [name, from, count] = process.argv.slice(2);
const corpus = await benchCorpus();
const texts = (corpus.heldOut ? corpus.texts : Array.from({ length: 3000 }, (_, i) => corpus.texts[i % corpus.texts.length] as string)).slice(Number(from), Number(from) + Number(count));
const row = (await benchRows()).find((r) => r.name === name);
if (!row) throw new Error(`unknown function ${name}`);
process.stdout.write(`${pass(texts, row.ours)}\n`);
