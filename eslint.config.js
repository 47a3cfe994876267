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
);
