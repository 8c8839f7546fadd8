import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const dirs = (path) =>
  fs
    .readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const WEB = './apps/web/src';
const SERVER = './apps/server/src';

/**
 * The import boundaries of docs/architecture.md, as bulletproof-react draws them: imports run one
 * way (shared -> server or web; inside web lib/components -> features -> app), a feature never
 * imports another feature, and a server module never reaches into another module's repository.
 */
const boundaryZones = [
  { target: './packages/shared', from: './apps', message: 'The shared contracts never import the server or the web app.' },
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
  ...dirs(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in app/, share through lib/ or components/ (and lib/query-keys.ts for cache effects).',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features never import the app layer.' },
  { target: [`${WEB}/components`, `${WEB}/lib`], from: [`${WEB}/features`, `${WEB}/app`], message: 'Shared components and lib never import features or the app layer.' },
  ...dirs(`${SERVER}/modules`).map((module) => ({
    target: `${SERVER}/modules/${module}/**`,
    from: `${SERVER}/modules/*/*.repository.ts`,
    except: [`**/modules/${module}/*.repository.ts`],
    message: "A module never imports another module's repository: call its service, or move the query.",
  })),
];

// A moment's calendar day has one home: utcDay in packages/shared/src/common/calendar-days.ts.
const DAY_OF_A_MOMENT = {
  selector: "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString'][arguments.1.value=10]",
  message: 'Take the day of a moment with utcDay (or utcToday) from @fleetwatt/shared.',
};
// A row that SQL answers is typed from the Drizzle schema (db/rows.ts), never written out by hand.
const HAND_WRITTEN_ROW = [
  {
    selector: 'TSInterfaceDeclaration[id.name=/Row$/]',
    message: 'Type the row from the schema: RowOf / ColumnOf / LeftJoined / Present from db/rows.ts (a computed column may be added by hand).',
  },
  {
    selector: 'TSTypeAliasDeclaration[id.name=/Row$/] > TSTypeLiteral',
    message: 'Type the row from the schema: RowOf / ColumnOf / LeftJoined / Present from db/rows.ts (a computed column may be added by hand).',
  },
];
const INVALIDATIONS = '/^(invalidateQueries|removeQueries|refetchQueries|resetQueries|cancelQueries)$/';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/src/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/plugins/language.ts', 'apps/server/src/identity/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.value='accept-language']",
          message: 'Read the caller\'s language from request.lang (plugins/language.ts), never from the header.',
        },
        DAY_OF_A_MOMENT,
        ...HAND_WRITTEN_ROW,
      ],
    },
  },
  {
    files: ['apps/server/src/identity/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...HAND_WRITTEN_ROW] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=${INVALIDATIONS}] Property[key.name='queryKey'] > ArrayExpression`,
          message: "Invalidate through a key factory (the area's keys, or lib/query-keys.ts for another area), never a literal key.",
        },
        DAY_OF_A_MOMENT,
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,bench,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
);
