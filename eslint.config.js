import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-analytics', 'dist-bench-analytics', 'node_modules', 'test-results', 'playwright-report', 'reports', 'php', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: 'tsconfig.app.json' } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'import/no-cycle': 'error',
      'import/no-self-import': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared layers never reach up into pages, features or the app shell.
            { target: ['./src/content', './src/components', './src/lib', './src/config'], from: ['./src/pages', './src/features', './src/app'] },
            // Configuration (paths, env) stands below everything: content and the rest read it, never the reverse.
            { target: './src/config', from: ['./src/content', './src/components', './src/lib'] },
            // Features stay independent of pages and the app shell.
            { target: './src/features', from: ['./src/pages', './src/app'] },
            // Pages do not import the app shell.
            { target: './src/pages', from: './src/app' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read configuration from src/config/env.ts only.',
        },
      ],
    },
  },
  {
    files: ['src/config/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/testing/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Node scripts and tests; page.evaluate callbacks in them run in the browser.
    files: ['scripts/**/*.{js,mjs}', 'tools/**/*.{js,mjs}', 'tests/**/*.{js,mjs}', 'e2e/**/*.ts', '*.config.{js,ts}', 'eslint.config.js'],
    ignores: ['scripts/boot/boot-loader.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The boot loader runs in the visitor's browser, inlined into every prerendered page.
    files: ['scripts/boot/boot-loader.js'],
    languageOptions: { globals: globals.browser },
  },
);
