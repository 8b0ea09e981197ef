// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under apps/web/src/features is a feature: its zone comes from the folder list, not a hand-kept one.
const webFeatures = readdirSync(new URL('apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: ['bench/.tmp*/**', '**/node_modules/**', '**/dist/**', '**/data/**', 'apps/api/drizzle/**', '**/test-results/**', '**/playwright-report/**', '**/*.config.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed when followed (import-x/no-cycle walks the imports).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      'import-x/no-duplicates': 'error',
      // A lazy `await import()` back into a module (the API's database drivers) is not a load-order cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through the config module only.' },
      ],
      // One-way imports: shared → domain → routes/app; web shared → features → app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web', from: './apps/api', message: 'The web app talks to the API over HTTP only.' },
            { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
            { target: './packages/contract', from: './apps', message: 'The contract depends on nothing of the apps.' },
            { target: './apps/api/src/modules', from: './apps/api/src/routes', message: 'Domain modules never import routes.' },
            { target: './apps/api/src/lib', from: ['./apps/api/src/modules', './apps/api/src/routes', './apps/api/src/plugins'] },
            { target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config', './apps/web/src/hooks'], from: ['./apps/web/src/features', './apps/web/src/app'], message: 'Shared web code never imports features or the app.' },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features never import the app layer.' },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; compose them in app/routes.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/config/env.ts', 'apps/api/test/**', 'apps/api/scripts/**', 'bench/**', 'e2e/**', '**/vite.config.ts', '**/vitest.config.ts', '**/playwright.config.ts', '**/drizzle.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
