// ESLint does what Biome does not (docs/architecture.md, "Lint"): React's hook rules on the client,
// and the import boundaries written there, with no import cycles. Formatting and the
// general rules are Biome's (biome.json).
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const feature = (name) => `./client/src/features/${name}`;
// Every folder of client/src/features, so a new feature is bounded from its first file.
const FEATURES = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  // tests/fixtures/lint holds deliberate findings for tests/unit/tooling/lint.test.ts.
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', '.data/**', 'tests/fixtures/lint/**'] },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // The files an import leads to are read with the TypeScript parser too; without it no-cycle
      // cannot parse them and silently finds no cycle.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature never imports another feature or app/ (cross-feature screens are composed in app/).
            ...FEATURES.map((name) => ({
              target: feature(name),
              from: ['./client/src/features', './client/src/app'],
              except: [`./${name}`],
              message: 'A feature imports no other feature and nothing from app/: compose them in client/src/app.',
            })),
            {
              target: ['./client/src/lib', './client/src/components', './client/src/config'],
              from: ['./client/src/features', './client/src/app'],
              message: 'lib/, components/ and config/ never import features/ or app/.',
            },
            {
              target: ['./server', './shared'],
              from: './client',
              message: 'server/ and shared/ never import client/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Exported functions of a module say what they answer, services in the shared response types (docs/architecture.md, "Module shape").
    files: ['server/src/modules/**/*.ts'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: { '@typescript-eslint/explicit-module-boundary-types': 'error' },
  },
  {
    // Pages and components compose; every read and write is a named hook in the feature's api/ folder
    // (docs/client.md, "Server state"), so neither imports the query library or the fetcher.
    files: [
      'client/src/features/*/pages/**/*.{ts,tsx}',
      'client/src/features/*/components/**/*.{ts,tsx}',
      'client/src/components/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useQueries', 'useInfiniteQuery', 'useSuspenseQuery', 'useMutation', 'useQueryClient'],
              message: "Requests live in named hooks in the feature's api/ folder; pages and components call those hooks.",
            },
            { name: '@client/lib/api', importNames: ['api'], message: "Requests live in named hooks in the feature's api/ folder." },
            {
              name: '@client/lib/query-client',
              importNames: ['queryClient'],
              message: "Cache reads and invalidation live in the feature's api/ folder.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // The client build treats our modules as free of import side effects (vite.config.ts, so a page
    // takes one export of a barrel without the rest): an import made only to run a module would be dropped.
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.ts'],
    rules: { 'import-x/no-unassigned-import': ['error', { allow: ['**/*.css'] }] },
  },
);
