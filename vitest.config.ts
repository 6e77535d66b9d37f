import { defineConfig } from 'vitest/config';

// Two projects: `unit` (everything but the accuracy floors; `npm run test:unit`) and `accuracy` (the floors
// over ../shared/data in test/accuracy, skipped with a message without it). `npm test` runs both.
const shared = { testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' as const };

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/accuracy/**'] } },
      { test: { ...shared, name: 'accuracy', include: ['test/accuracy/**/*.test.ts'] } },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // Written to coverage/ (summary and per file), so that npm test ends with its pass/fail/skip counts.
      reporter: ['json-summary', 'html'],
      thresholds: {
        'src/text/**': { lines: 90, statements: 90 },
        'src/lang/**': { lines: 90, statements: 90 },
      },
    },
  },
});
