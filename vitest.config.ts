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
          include: ['client/**/*.test.{ts,tsx}', 'common/**/*.test.ts', 'server/src/**/*.test.ts'],
          environment: 'node',
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
