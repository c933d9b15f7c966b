import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// vite.config bundles every dependency into the server build (ssr.noExternal: true). Tests keep
// that for all but lucide-react: transforming its 1,600 icon modules costs about 10 s a run, and
// Node loads them as they are. (simple-icons never loads in tests: its logos come one by one
// through scripts/build/simple-icons-per-module.mjs.)
const viteBase = { ...viteConfig, ssr: undefined };

export default mergeConfig(
  viteBase,
  defineConfig({
    ssr: { noExternal: [/^(?!(?:.*\/node_modules\/)?lucide-react(?:\/|$))/] },
    test: {
      globals: true,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'tools/**/*.test.{ts,mjs}', 'tests/harness/**/*.test.mjs'],
      setupFiles: ['src/testing/setup-tests.ts'],
      css: false,
      reporters: ['default', ['junit', { outputFile: 'test-results/junit-unit.xml' }]],
      restoreMocks: true,
      // CI runs on 2 cores, sometimes beside other work: a page test whose role queries take 50 ms
      // on a quiet machine took 6 s at a load average of 14. A test fails for what it finds, not
      // for the machine being busy; a hung test still ends.
      testTimeout: 30_000,
    },
  }),
);
