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
      lib: { entry: resolve(root, 'src-main/electron/main.ts'), formats: ['es'] },
      rolldownOptions: { output: { entryFileNames: 'main.js' } },
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
