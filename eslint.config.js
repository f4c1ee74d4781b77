import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Forbids a folder's files to import the named top-level folders (DESIGN.md's dependency direction).
 * Relative paths are resolved by depth, so `server/testing/x.ts` importing `../app` (server/app.ts) is fine
 * while `server/x.ts` importing `../app/...` (the React app) is not.
 */
function forbid(folder, targets, message, { except = [], extensions = 'ts' } = {}) {
  const exceptions = except.length ? `(?!${except.join('|')})` : '';
  return [1, 2, 3, 4].map((depth) => ({
    files: [`${folder}/${'*/'.repeat(depth - 1)}*.${extensions}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^(\\.\\./){${depth}}${exceptions}(${targets.join('|')})(/|$)`, message }] },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ['build/**', 'data/**', 'node_modules/**', '.react-router/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Migrations are typed Kysely<any> on purpose: they are frozen against the schema of their day.
    files: ['db/migrations/**/*.ts', 'db/dialect.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...forbid('domain', ['db', 'services', 'server', 'app', 'payments', 'simulators'], 'domain/ is pure: it imports nothing outside domain/.'),
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^(node:|kysely|fastify|react|pg$|better-sqlite3)/]",
          message: 'domain/ does no I/O and knows no framework.',
        },
      ],
    },
  },
  ...forbid('db', ['services', 'server', 'app', 'payments', 'simulators'], 'db/ sits below services/: it must not import upward.'),
  ...forbid('services', ['server', 'app', 'simulators'], 'services/ must not import server/, app/ or the simulators (the Swedish copy is in common/).'),
  ...forbid('payments', ['server', 'app', 'simulators'], 'payments/ must not import server/, app/ or the simulators.'),
  ...forbid('server', ['app'], 'server/ reaches the React app only through the build (the Swedish copy is in common/).'),
  ...forbid('scripts', ['app'], 'scripts/ work on the shop through services/ and db/, never the React app.', { extensions: '{ts,js}' }),
  ...forbid('app', ['db', 'server', 'payments', 'simulators'], 'app/ reaches data only through services (load context).', { extensions: '{ts,tsx}' }),
  ...forbid('simulators', ['db', 'server', 'app'], 'simulators/ stand in for the providers: they speak the published contracts (payments/*/…-api.ts), never the shop\'s inside.'),
  // The floor every layer stands on (the Swedish copy, the spec's wire shapes): it imports nothing of the shop's.
  ...forbid('common', ['domain', 'db', 'services', 'server', 'app', 'payments', 'simulators', 'scripts'], 'common/ is the floor: it imports nothing above it.', { extensions: '{ts,tsx}' }),
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,js}', '*.config.{ts,js}', 'db/seed/cli.ts', 'server/main.ts', 'server/start.ts'],
    rules: { 'no-console': 'off' },
  },
);
