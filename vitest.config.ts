import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

const shared = {
  resolve: {
    alias: [
      { find: '@/', replacement: root },
      // `server-only` throws outside a React Server bundle; tests import server modules directly.
      { find: 'server-only', replacement: fileURLToPath(new URL('./tests/setup/server-only.ts', import.meta.url)) },
      // graphql-language-service (under cm6-graphql) is loaded by Node and requires graphql's CommonJS
      // build; our code must get that same copy, or graphql-js refuses a schema "from another realm".
      // Browser bundles resolve both to the ES module build, so only tests need this.
      { find: /^graphql$/, replacement: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) },
    ],
  },
}

export default defineConfig({
  plugins: [react()],
  ...shared,
  test: {
    globals: true,
    setupFiles: ['./tests/setup/msw.ts', './tests/setup/fast-check.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        plugins: [react()],
        ...shared,
        test: {
          name: 'node',
          globals: true,
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          // Needs the production build: run after it by scripts/test.sh (vitest.replicas.config.ts).
          exclude: ['tests/replicas/**', '**/node_modules/**'],
          setupFiles: ['./tests/setup/msw.ts', './tests/setup/fast-check.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        ...shared,
        test: {
          name: 'dom',
          globals: true,
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['./tests/setup/msw.ts', './tests/setup/fast-check.ts', './tests/setup/dom.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
