import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The replicas test (`tests/replicas`): two `next start` servers from the production build on one
 * PostgreSQL database. It needs that build, so `npm test` runs it after the build, apart from the
 * main vitest run (vitest.config.ts leaves this folder out).
 */
export default defineConfig({
  resolve: { alias: { '@/': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    name: 'replicas',
    environment: 'node',
    include: ['tests/replicas/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
})
