#!/usr/bin/env node
// Launcher for the `manglish` CLI. In a checkout (src/ present and tsx installed) it runs the
// TypeScript sources directly, so `npx manglish …` works right after `npm ci`; in the published
// package it runs the compiled dist/.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli.ts', import.meta.url);
const compiled = new URL('../dist/cli.js', import.meta.url);

async function load() {
  if (existsSync(source)) {
    try {
      const { register } = await import('tsx/esm/api');
      register();
      return await import(source.href);
    } catch (err) {
      if (!existsSync(compiled)) throw err;
    }
  }
  return import(compiled.href);
}

const cli = await load();
process.exitCode = await cli.main(process.argv.slice(2));
