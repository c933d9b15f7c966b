import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { simpleIconsPerModule } from './scripts/build/simple-icons-per-module.mjs';
import { testCaptchaPlugin } from './scripts/stack/test-captcha.mjs';

const phpTarget = process.env.PHP_DEV_URL ?? 'http://127.0.0.1:8081';

export default defineConfig({
  // The test captcha only on the dev server, only with RECAPTCHA_STUB=1 (npm run dev sets nothing
  // else for it); the plugin never applies to a build.
  plugins: [simpleIconsPerModule(), react(), ...(process.env.RECAPTCHA_STUB === '1' ? [testCaptchaPlugin()] : [])],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global colour functions internally.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        quietDeps: true,
      },
    },
  },
  ssr: {
    // Bundle every dependency into the server build: react-bootstrap's deep imports are
    // directories that Node's ESM loader cannot import.
    noExternal: true,
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // Read by the prerender step (modulepreload per page) and the bundle budget check.
    manifest: true,
    // Every browser the site supports (es2022) knows modulepreload: the polyfill would be bytes
    // in every page's first load for nothing.
    modulePreload: { polyfill: false },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // Only the endpoint: the rest of php/ is source the app imports (php/enquiry-rules.json), which
    // Vite itself must serve.
    proxy: { '/php/sendEmail.php': { target: phpTarget, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
