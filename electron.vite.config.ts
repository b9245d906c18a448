import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY_META } from './src-shared/security.ts';

const root = import.meta.dirname;
/** Build output folder; SECTORS_OUT lets two builds (e.g. parallel UI work) not overwrite each other. */
const out = resolve(root, process.env.SECTORS_OUT ?? 'out');

/** Puts the one CSP string into the built index.html (both the Electron window and LAN browsers load it). */
function cspMetaTag(): Plugin {
  return {
    name: 'sectors:csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY_META }, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: resolve(out, 'main'),
      // The bot worker and the heavy-work worker are entries of their own: worker threads load them as
      // out/main/bot-worker.js (src-main/bots/worker-pool.ts) and out/main/heavy-worker.js (src-main/app/worker-work.ts).
      lib: {
        entry: {
          main: resolve(root, 'src-main/electron/main.ts'),
          'bot-worker': resolve(root, 'src-main/bots/bot-worker.ts'),
          'heavy-worker': resolve(root, 'src-main/app/heavy-worker.ts'),
        },
        formats: ['es'],
      },
      rolldownOptions: { output: { entryFileNames: '[name].js' } },
    },
  },
  preload: {
    build: {
      outDir: resolve(out, 'preload'),
      lib: { entry: resolve(root, 'src-main/electron/preload.ts'), formats: ['cjs'] },
      // Everything inlined into one CommonJS file: a sandboxed preload cannot require() modules.
      externalizeDeps: false,
      rolldownOptions: { output: { entryFileNames: 'preload.cjs', codeSplitting: false } },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    build: {
      outDir: resolve(out, 'renderer'),
      rolldownOptions: { input: resolve(root, 'src-renderer/index.html') },
    },
    plugins: [svelte({ configFile: resolve(root, 'svelte.config.js') }), cspMetaTag()],
  },
});
