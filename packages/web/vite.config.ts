import { gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Gzipped JavaScript the first page load needs (entry chunk and its static imports). */
export const INITIAL_JS_BUDGET_KB = 200;

function initialJsBudget(): Plugin {
  return {
    name: 'initial-js-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (entry?.type !== 'chunk') return;
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
      };
      visit(entry.fileName);
      let bytes = 0;
      for (const fileName of seen) {
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') bytes += gzipSync(chunk.code).length;
      }
      const kb = bytes / 1024;
      this.info(
        `initial JavaScript: ${kb.toFixed(1)} KB gzipped in ${seen.size} chunk(s) (budget ${INITIAL_JS_BUDGET_KB} KB)`,
      );
      if (kb > INITIAL_JS_BUDGET_KB)
        this.error(`initial JavaScript ${kb.toFixed(1)} KB exceeds ${INITIAL_JS_BUDGET_KB} KB`);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), initialJsBudget()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { sourcemap: true, target: 'es2022' },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/translate-text': 'http://127.0.0.1:3000',
      '/upload': 'http://127.0.0.1:3000',
    },
  },
});
