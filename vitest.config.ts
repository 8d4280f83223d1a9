import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { englishSections } from './vite.config';

const alias = {
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@': fileURLToPath(new URL('./client/src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [englishSections],
        test: {
          name: 'unit',
          include: [
            'client/**/*.test.{ts,tsx}',
            'common/**/*.test.ts',
            'server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Several files start the real API server and render against it: on a busy 2-core
          // machine a test or hook can take well over vitest's 5 s default without anything wrong.
          testTimeout: 30_000,
          hookTimeout: 90_000,
          setupFiles: ['client/src/testing/setup-tests.ts'],
        },
      },
      {
        // Server integration against a real database: PGlite, or PostgreSQL when DATABASE_URL is set.
        resolve: { alias },
        test: {
          name: 'db',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
