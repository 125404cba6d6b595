import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

import { houseRules } from './lint/house-rules.mjs'

// The first-load budget (scripts/bench/bundle-budget.mjs): these ride on every page, so the app
// uses its own small equivalents. Tests may still use the libraries to check against them.
const LIGHT_EQUIVALENTS = [
  { name: 'sonner', importNames: ['toast', 'Toaster'], message: 'Use toast from @/lib/ui/toast (sonner loads on demand).' },
  { name: 'next/link', message: 'Use AppLink from @/components/ui/app-link (next/link adds ~3.8 KB gzip to every first load).' },
  { name: 'next/dynamic', message: 'Use lazyComponent from @/components/ui/lazy-component.' },
  { name: 'next-themes', message: 'Use useTheme from @/stores/theme-store.' },
  { name: 'tailwind-merge', message: 'Use cn from @/lib/utils/cn.' },
  { name: 'dayjs', message: 'Use @/lib/format/date-pattern.' },
]

const FRAMEWORK_INTERNALS = {
  group: ['next/dist/*'],
  message: "Framework internals change without notice: use Next's public modules (next/navigation, …).",
}

// Browser storage is kept only through stores/ (persisted values with a registered key and a schema).
const BROWSER_STORAGE = ['localStorage', 'sessionStorage', 'indexedDB']
const BROWSER_STORAGE_MESSAGE = 'Browser storage only through stores/ (createPersistedValue and the stores built on it).'

// Sections of other areas still writing their own `if (query.error) return <QueryError …>` branch:
// each is to move onto QueryState (components/ui/query-state.tsx), then leave this list.
const QUERY_ERROR_BRANCHES_TO_MOVE = [
  // Not to move: a shell route (1.3× first-load budget) whose failure view loads only when it fails.
  'components/project/home/project-home.tsx',
  'components/project/advisors/index-advice-panel.tsx',
  'components/project/advisors/query-performance-page.tsx',
  'components/project/advisors/security-advisor-page.tsx',
  'components/project/database/policies/policies-page.tsx',
  'components/project/logs/logs-explorer.tsx',
  'components/project/settings/api-settings-page.tsx',
  'components/project/sql-editor/snippet-list.tsx',
  'components/project/storage/bucket-policies.tsx',
  'components/project/storage/object-preview.tsx',
  'components/project/storage/storage-explorer.tsx',
  'components/project/table-editor/foreign-row-lookup.tsx',
  'components/project/table-editor/table-list.tsx',
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'public/mockServiceWorker.js',
      'lib/api/platform.d.ts',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**', 'components/**', 'data/**', 'lib/**', 'stores/**'],
    rules: { 'no-restricted-imports': ['error', { paths: LIGHT_EQUIVALENTS, patterns: [FRAMEWORK_INTERNALS] }] },
  },
  {
    // data/ is the layer components build on; it must not reach back into them. (A later
    // no-restricted-imports entry replaces the earlier one for these files, so it repeats the lists.)
    files: ['data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: LIGHT_EQUIVALENTS,
          patterns: [
            FRAMEWORK_INTERNALS,
            { group: ['@/components/*', '**/components/*'], message: 'data/ hooks must not import components: move what they need to lib/.' },
          ],
        },
      ],
    },
  },
  {
    plugins: { house: houseRules },
  },
  {
    // Queries go stale only through the mutation cache (lib/api/query-client.ts runs meta.invalidates).
    files: ['app/**', 'components/**', 'data/**', 'lib/**', 'stores/**'],
    ignores: ['lib/api/**'],
    rules: { 'house/no-hand-invalidation': 'error' },
  },
  {
    // Transactions are written in one place (lib/sql/transaction.ts).
    files: ['app/**', 'components/**', 'data/**', 'lib/**', 'stores/**', 'proxy.ts', 'instrumentation.ts'],
    ignores: ['lib/sql/**'],
    rules: { 'house/no-transaction-sql': 'error' },
  },
  {
    // One resource of data/ reaches another only through its public surface (lint/house-rules.mjs).
    files: ['data/**'],
    rules: { 'house/data-resource-boundaries': 'error' },
  },
  {
    // Rule set of the house kit (README "Architecture"): storage through stores/, tables through DataTable.
    files: ['app/**', 'components/**', 'data/**', 'lib/**', 'mock-platform/**', 'proxy.ts', 'instrumentation.ts'],
    // The first-paint theme script runs before any module loads, so it reads localStorage itself.
    ignores: ['lib/theme/apply-theme.ts'],
    rules: {
      'no-restricted-globals': ['error', ...BROWSER_STORAGE.map((name) => ({ name, message: BROWSER_STORAGE_MESSAGE }))],
      'no-restricted-properties': ['error', ...BROWSER_STORAGE.map((property) => ({ property, message: BROWSER_STORAGE_MESSAGE }))],
    },
  },
  {
    files: ['app/**', 'components/**'],
    ignores: ['components/ui/**'],
    rules: {
      'react/forbid-elements': [
        'error',
        { forbid: [{ element: 'table', message: 'Use DataTable from @/components/ui/data-table (headers, caption or label, one look).' }] },
      ],
    },
  },
  {
    // A query-backed section shows loading, failure with Retry and empty through QueryState; QueryError is the kit's own part.
    files: ['app/**', 'components/**'],
    ignores: ['components/ui/**', ...QUERY_ERROR_BRANCHES_TO_MOVE],
    rules: { 'house/query-state-only': 'error' },
  },
  {
    // IndexedDB is opened by the stores (stores/persisted-records.ts), like the other browser storage.
    files: ['app/**', 'components/**', 'data/**', 'lib/**', 'mock-platform/**', 'proxy.ts', 'instrumentation.ts'],
    rules: { 'house/idb-only-in-stores': 'error' },
  },
]

export default config
