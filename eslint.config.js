import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server's layers, top to bottom: the composition root (app.ts, deps.ts, main.ts… in src/),
    // its plugins and process helpers, the features, then lib/ and db/; config.ts is read by all.
    // An import may point down or sideways, never up; a feature is entered only through its index.ts.
    // apps/web/src can get a block of its own the same way (its own files, elements and policies).
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts'] } },
      'boundaries/elements': [
        { type: 'server-shell', pattern: 'apps/server/src/{plugins,server,startup,cli}' },
        { type: 'server-feature', pattern: 'apps/server/src/features/*' },
        { type: 'server-base', pattern: 'apps/server/src/{lib,db}' },
      ],
      // The files directly in src/ are no folder element: they are told apart by file.
      'boundaries/files': [
        { category: 'server-config', pattern: 'apps/server/src/config.ts' },
        { category: 'server-root', pattern: 'apps/server/src/*.ts' },
      ],
      'boundaries/files-single-match': true,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkUnknownLocals: true,
          // The last policy that matches an import decides.
          policies: [
            {
              disallow: { to: { element: { type: 'server-feature' } } },
              message: "A feature's insides are its own: import what it offers from its index.ts",
            },
            { allow: { to: { element: { type: 'server-feature', internalPath: 'index.ts' } } } },
            {
              from: { element: { types: { anyOf: ['server-feature', 'server-base'] } } },
              disallow: [
                { to: { element: { type: 'server-shell' } } },
                { to: { file: { categories: 'server-root' } } },
              ],
              message:
                'Features, lib/ and db/ may not import app.ts, deps.ts or a plugin: those are built on them',
            },
            {
              from: { element: { type: 'server-base' } },
              disallow: { to: { element: { type: 'server-feature' } } },
              message: 'lib/ and db/ are below the features: they may not import one',
            },
          ],
        },
      ],
    },
  },
  // The web app's layers: the shell (app/) uses features, features use components/ and lib/, never the
  // other way round; a feature reaches another only through its index.ts. The router alone loads
  // route modules directly: they must stay lazy, each its own chunk. See docs/decisions/035.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app' },
        // Admin features are a type of their own: their names (orders, products) repeat the shop's.
        { type: 'web-admin-feature', pattern: 'apps/web/src/features/admin/*', capture: ['feature'] },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/src/{components,lib,content}' },
        { type: 'web-test', pattern: 'apps/web/src/test' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { types: ['web-feature', 'web-admin-feature'] } },
              disallow: { to: { element: { type: 'web-app' } } },
            },
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { types: ['web-app', 'web-feature', 'web-admin-feature'] } } },
            },
            // Into another feature: only through its index.ts.
            ...[
              ['web-feature', 'web-admin-feature'],
              ['web-admin-feature', 'web-feature'],
            ].flatMap(([own, other]) => [
              {
                from: { element: { type: own } },
                disallow: {
                  to: {
                    element: {
                      type: own,
                      captured: { feature: '!{{ from.captured.feature }}' },
                      fileInternalPath: '!index.ts',
                    },
                  },
                },
              },
              {
                from: { element: { types: [own, 'web-app', 'web-test'] } },
                disallow: { to: { element: { type: other, fileInternalPath: '!index.ts' } } },
              },
            ]),
            {
              from: { file: { path: 'apps/web/src/app/router.tsx' } },
              allow: {
                to: {
                  element: { types: ['web-feature', 'web-admin-feature'], fileInternalPath: 'routes/*' },
                },
              },
            },
          ],
        },
      ],
    },
  },
);
