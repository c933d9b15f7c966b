import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      setupFiles: ['src/testing/setup-tests.ts'],
      css: false,
      reporters: ['default', ['junit', { outputFile: 'test-results/junit-unit.xml' }]],
      restoreMocks: true,
    },
  }),
);
