import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
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

/** Text files worth compressing; source maps are left alone (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this size the headers outweigh the saving. */
const MIN_COMPRESS_BYTES = 512;

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip -9) beside every compressible output file, so the
 * server sends them as they are (`@fastify/static` `preCompressed`) and never compresses on a request.
 * A compressed copy that is not smaller than the original is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < MIN_COMPRESS_BYTES) return;
          const br = brotliCompressSync(data, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          });
          const gz = gzipSync(data, { level: 9 });
          if (br.length < data.length) await writeFile(`${file}.br`, br);
          if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), initialJsBudget(), precompress()],
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
