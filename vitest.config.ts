import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (everything but the accuracy floors; `npm run test:unit`) and `accuracy` (the floors
// over ../shared/data in test/accuracy, skipped with a message without it). `npm test` runs both.
// The service's sources import the library as a package (`manglish-nlp/service`); the tests read its sources.
const alias = {
  'manglish-nlp/service': fileURLToPath(new URL('./src/service.ts', import.meta.url)),
  '@manglish-nlp/server': fileURLToPath(new URL('./packages/server/src/index.ts', import.meta.url)),
};
const shared = { testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' as const, alias };

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'unit', include: ['test/**/*.test.ts', 'packages/*/test/**/*.test.ts'], exclude: ['test/accuracy/**'] } },
      { test: { ...shared, name: 'accuracy', include: ['test/accuracy/**/*.test.ts'] } },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts', 'packages/*/src/**/*.ts'],
      // Written to coverage/ (summary and per file), so that npm test ends with its pass/fail/skip counts.
      reporter: ['json-summary', 'html'],
      thresholds: {
        'src/text/**': { lines: 90, statements: 90 },
        'src/lang/**': { lines: 90, statements: 90 },
      },
    },
  },
});
