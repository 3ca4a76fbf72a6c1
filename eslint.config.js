import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/** One file-naming style: kebab-case (dots allowed for suffixes such as `.api.test.ts`). */
const kebabCaseFiles = {
  meta: { type: 'suggestion', messages: { name: 'File names are kebab-case: {{name}}' } },
  create(context) {
    const name = path.basename(context.filename);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) {
      return { Program: (node) => context.report({ node, messageId: 'name', data: { name } }) };
    }
    return {};
  },
};

const restrict = (patterns) => ['error', { patterns }];

/**
 * The web app's one-way layers: shared code (components, config, lib), then features, then the
 * app. A feature uses shared code and itself; the app's routes compose features.
 */
const webFeatures = readdirSync('src/web/features');
const webLayers = [
  {
    target: ['./src/web/components', './src/web/config', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared code imports neither features nor the app.',
  },
  { target: './src/web/features', from: './src/web/app', message: 'Features never import the app; the app composes them.' },
  ...webFeatures.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message: 'A feature imports no other feature; compose features in app/routes.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, local: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'local/kebab-case-files': 'error',
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Configuration is read once, in src/server/env.ts.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/server/env.ts (loadConfig), not process.env.',
        },
      ],
    },
  },
  {
    files: ['src/server/env.ts', 'test/**', 'e2e/**', 'scripts/**', 'bench/**', '*.config.ts', 'src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Playwright fixtures that need no other fixture are written `async ({}, use) => …`.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^(#(server|web)/|(\\.\\./)+(server|web)/)', message: 'src/domain imports neither server nor web.' },
      ]),
    },
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webLayers }],
      'no-restricted-imports': restrict([
        { regex: '^(#server/|(\\.\\./)+server/|node:)', message: 'The web app never imports server or Node code.' },
      ]),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^(#web/|(\\.\\./)+web/)', message: 'The server never imports web code.' },
      ]),
    },
  },
);
