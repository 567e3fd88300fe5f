import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Paths from this file, so `npx vitest run` works from any package folder too.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Workspace packages resolve to their TypeScript sources in tests (the "source" export condition).
const resolve = { conditions: ['source', 'module', 'node', 'import', 'default'] };
// Tests run in Vite's server (SSR) environment, which takes its own copy of the conditions.
const ssr = { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } };

// Every test file removes the temp folders it made with tempDir() (packages/server/src/test/temp-dir.ts).
const TEMP_DIR_CLEANUP = here('./packages/server/src/test/temp-dir-cleanup.ts');

export default defineConfig({
  root: here('.'),
  resolve,
  ssr,
  test: {
    reporters: ['default', here('./scripts/vitest-summary-reporter.ts')],
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: [TEMP_DIR_CLEANUP],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'api',
          include: ['packages/*/src/**/*.api.test.ts'],
          environment: 'node',
          setupFiles: [TEMP_DIR_CLEANUP],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'e2e',
          include: ['packages/web/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
