// The baseline of the batch benchmark: one process, one thread, the same module runs as `manglish batch`
// (the compiled dist/), reading JSON Lines and writing JSON Lines. Usage: node bench/one-thread.mjs IN OUT MODULES
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import process from 'node:process';
import { URL } from 'node:url';

const [input, output, modules] = process.argv.slice(2);
const { runTask } = await import(new URL('../dist/pool/tasks.js', import.meta.url).href);
const names = modules.split(',');
const out = createWriteStream(output);
for await (const line of createInterface({ input: createReadStream(input), crlfDelay: Infinity })) {
  if (line.trim() === '') continue;
  const record = JSON.parse(line);
  const row = runTask({ text: record.text, modules: names, params: {} });
  const text = `${JSON.stringify({ ...record, ...Object.fromEntries(names.map((m, k) => [m, row[k].ok ? row[k].result : { error: row[k].error }])) })}\n`;
  if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
}
await new Promise((resolve) => out.end(resolve));
