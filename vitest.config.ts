import { defineConfig } from 'vitest/config';

/**
 * Two projects: fast pure tests (`unit`) and API tests through buildApp + app.inject (`api`,
 * files named *.api.test.ts), which run against SQLite and, with DATABASE_URL_TEST, PostgreSQL.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{common,domain,db,services,server,app,payments,simulators,scripts,bench}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['**/*.api.test.ts'],
          exclude: ['node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // API suites share one machine's PostgreSQL and disk; run files one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
