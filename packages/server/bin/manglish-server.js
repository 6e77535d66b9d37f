#!/usr/bin/env node
// `manglish-server serve | worker | migrate`: the service's own launcher (the library's `manglish serve` calls the
// same functions). In a checkout (src/ present and tsx installed) it runs the TypeScript sources; installed, dist/.
import { existsSync } from 'node:fs';

const source = new URL('../src/index.ts', import.meta.url);
const compiled = new URL('../dist/index.js', import.meta.url);

async function load() {
  if (existsSync(source)) {
    try {
      const { register } = await import('tsx/esm/api');
      register({ tsconfig: new URL('../../../tsconfig.json', import.meta.url).pathname });
      return await import(source.href);
    } catch (err) {
      if (!existsSync(compiled)) throw err;
    }
  }
  return import(compiled.href);
}

const USAGE = 'usage: manglish-server serve | worker | migrate\n  serve    start the HTTP service (PORT, HOST, DATABASE_URL, REDIS_URL …: see the README)\n  worker   run asynchronous jobs from the queue in Redis (REDIS_URL)\n  migrate  bring the store\'s schema up to date and exit\n';
const command = process.argv[2];
if (command !== 'serve' && command !== 'worker' && command !== 'migrate') {
  process.stderr.write(USAGE);
  process.exitCode = command === undefined || command === 'help' || command === '--help' ? 0 : 2;
} else {
  const server = await load();
  const { startOrExplain } = server;
  if (command === 'serve') await startOrExplain(() => server.startServer());
  else if (command === 'worker') await startOrExplain(() => server.startWorker());
  else await startOrExplain(async () => {
    const r = await server.migrate();
    process.stdout.write(`${r.store === 'postgresql' ? 'PostgreSQL' : 'SQLite'}: ${r.applied} migration${r.applied === 1 ? '' : 's'} applied; the schema is up to date.\n`);
  });
}
