// ESLint flat config: the recommended JavaScript and typescript-eslint rules over every TypeScript file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'models/', 'bench/node_modules/', 'data/', 'packages/*/dist/', 'packages/*/vendor/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
      'prefer-const': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Tests read JSON bodies of many shapes; `any` keeps them readable.
    files: ['test/**/*.ts', 'packages/*/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['bin/**/*.js', 'packages/*/bin/**/*.js', 'scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly' } },
  },
  {
    // The playground page's script runs in a browser.
    files: ['packages/server/public/**/*.js'],
    languageOptions: { globals: { document: 'readonly', fetch: 'readonly', performance: 'readonly' } },
    rules: { eqeqeq: ['error', 'always'] },
  },
);
