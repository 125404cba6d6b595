import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

const shared = {
  resolve: {
    alias: {
      '@/': root,
      // `server-only` throws outside a React Server bundle; tests import server modules directly.
      'server-only': fileURLToPath(new URL('./tests/setup/server-only.ts', import.meta.url)),
    },
  },
}

export default defineConfig({
  plugins: [react()],
  ...shared,
  test: {
    globals: true,
    setupFiles: ['./tests/setup/msw.ts'],
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
          setupFiles: ['./tests/setup/msw.ts'],
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
          setupFiles: ['./tests/setup/msw.ts', './tests/setup/dom.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
