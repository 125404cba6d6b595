import { defineConfig, devices } from '@playwright/test'

import {
  E2E_DATA_DIR,
  E2E_FUNCTIONS_DIR,
  E2E_PG_DATABASE,
  FUNCTIONS_GATEWAY_PORT,
  FUNCTIONS_GATEWAY_URL,
  HAS_TEST_POSTGRES,
  MOCK_OPENAI_PORT,
  MOCK_PLATFORM_PORT,
  MOCK_PLATFORM_URL,
  PLATFORM_PORT,
  SELF_HOSTED_PG_PORT,
  SELF_HOSTED_PORT,
} from './e2e/ports'
import { LOCKED_PORT, LOCKED_SERVER_ENV, LOCKED_URL } from './e2e/security/locked-server'
import { MOCK_GATEWAY_JWT_SECRET } from './mock-platform/realtime/hs256'

/**
 * End-to-end tests against a production build (`next build` runs before this in `npm test`):
 * one Next server in self-hosted mode on embedded PGlite, one in platform mode against the
 * mock platform served on loopback. One worker: specs share the mock platform's state.
 */

/** The self-hosted PostgreSQL dashboard's database (scripts/e2e-pg-server.mjs creates it). */
function e2ePostgresUrl(): string {
  const url = new URL(process.env.E2E_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  url.pathname = `/${E2E_PG_DATABASE}`
  return url.toString()
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
}

// scripts/e2e.mjs runs the suite as two processes at once; each keeps its own report (see test-summary).
const REPORT_SUFFIX = process.env.E2E_REPORT_NAME ? `-${process.env.E2E_REPORT_NAME}` : ''

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/playwright-artifacts${REPORT_SUFFIX}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: `test-results/playwright${REPORT_SUFFIX}.json` }]],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'self-hosted',
      testMatch: /self-hosted\/.*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${SELF_HOSTED_PORT}` },
    },
    // Self-hosted on the PostgreSQL server: only where one answers (CI sets TEST_POSTGRES_URL then).
    ...(HAS_TEST_POSTGRES
      ? [
          {
            name: 'self-hosted-pg',
            testMatch: /self-hosted-pg\/.*\.spec\.ts/,
            use: { ...chromium, baseURL: `http://127.0.0.1:${SELF_HOSTED_PG_PORT}` },
          },
        ]
      : []),
    {
      name: 'platform',
      testMatch: /platform\/.*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PLATFORM_PORT}` },
    },
    {
      name: 'a11y-self-hosted',
      testMatch: /a11y\/self-hosted-[^/]*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${SELF_HOSTED_PORT}` },
    },
    {
      name: 'a11y-platform',
      testMatch: /a11y\/platform-[^/]*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PLATFORM_PORT}` },
    },
    {
      name: 'chaos',
      testMatch: /chaos\/[^/]*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PLATFORM_PORT}` },
    },
    {
      // Talks to all three dashboard servers; absolute URLs pick the one each check needs.
      name: 'security',
      testMatch: /security\/[^/]*\.spec\.ts/,
      use: { ...chromium, baseURL: LOCKED_URL },
    },
  ],
  webServer: [
    {
      command: `node_modules/.bin/tsx scripts/mock-platform-server.ts --port ${MOCK_PLATFORM_PORT}`,
      url: `${MOCK_PLATFORM_URL}/__mock/requests`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The auth server behind the mock gateway keeps its users where a real one would: in the
      // self-hosted PostgreSQL dashboard's database (the users page lists them from there).
      env: HAS_TEST_POSTGRES ? { MOCK_GOTRUE_DATABASE_URL: e2ePostgresUrl() } : {},
    },
    {
      command: `node_modules/.bin/tsx scripts/mock-openai-server.ts --port ${MOCK_OPENAI_PORT}`,
      url: `http://127.0.0.1:${MOCK_OPENAI_PORT}/v1/models`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx next start -p ${SELF_HOSTED_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${SELF_HOSTED_PORT}/dashboard/api/get-utc-time`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PGLITE_DATA_DIR: `${E2E_DATA_DIR}/pglite`,
        IS_PLATFORM: 'false',
        OPENAI_BASE_URL: `http://127.0.0.1:${MOCK_OPENAI_PORT}/v1`,
        OPENAI_API_KEY: 'test',
      },
    },
    ...(HAS_TEST_POSTGRES
      ? [
          {
            // Real Deno serving FUNCTIONS_DIR at /functions/v1/{slug}, in place of the edge runtime.
            command: `node scripts/functions-router.mjs --port ${FUNCTIONS_GATEWAY_PORT} --dir ${E2E_FUNCTIONS_DIR} --upstream ${MOCK_PLATFORM_URL}/gateway`,
            url: `${FUNCTIONS_GATEWAY_URL}/health`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
          {
            command: `node scripts/e2e-pg-server.mjs ${SELF_HOSTED_PG_PORT} ${E2E_PG_DATABASE}`,
            url: `http://127.0.0.1:${SELF_HOSTED_PG_PORT}/dashboard/api/get-utc-time`,
            reuseExistingServer: false,
            timeout: 120_000,
            env: {
              IS_PLATFORM: 'false',
              PGLITE_DATA_DIR: `${E2E_DATA_DIR}/pglite-pg-unused`,
              // Settings → API and the API docs show the gateway and keys a self-hoster configures (the
              // PGlite server has none, so its storage pages name the variables to set).
              // The gateway is the Deno functions router, so the functions pages invoke real functions; it
              // passes every other path (/auth/v1/…) on to the mock gateway, whose auth admin API the users pages call.
              SUPABASE_URL: FUNCTIONS_GATEWAY_URL,
              // The realtime inspector connects the browser to {SUPABASE_PUBLIC_URL}/realtime/v1 (the router
              // passes the WebSocket on to the mock gateway) and acts as a user with tokens signed by this secret.
              SUPABASE_PUBLIC_URL: FUNCTIONS_GATEWAY_URL,
              SUPABASE_JWT_SECRET: MOCK_GATEWAY_JWT_SECRET,
              FUNCTIONS_DIR: E2E_FUNCTIONS_DIR,
              SUPABASE_ANON_KEY: 'e2e-anon-key',
              SUPABASE_SERVICE_KEY: 'e2e-service-role-key',
              OPENAI_BASE_URL: `http://127.0.0.1:${MOCK_OPENAI_PORT}/v1`,
              OPENAI_API_KEY: 'test',
            },
          },
        ]
      : []),
    {
      command: `npx next start -p ${PLATFORM_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${PLATFORM_PORT}/dashboard/api/get-utc-time`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        IS_PLATFORM: 'true',
        PLATFORM_API_URL: `${MOCK_PLATFORM_URL}/platform`,
        GOTRUE_URL: `${MOCK_PLATFORM_URL}/auth/v1`,
        GOTRUE_ANON_KEY: 'mock-anon-key',
        // A test key: the card form still cannot load here (no internet), which is what the billing spec checks.
        STRIPE_PUBLISHABLE_KEY: 'pk_test_mock',
        // The test console reaches functions the mock platform serves (mock-platform/handlers/functions.ts).
        PLATFORM_FUNCTIONS_URL: `${MOCK_PLATFORM_URL}/projects/{ref}/functions/v1`,
        // The realtime inspector's sockets go to the mock's Phoenix-channels endpoint (mock-platform/realtime).
        PLATFORM_REALTIME_URL: `${MOCK_PLATFORM_URL}/projects/{ref}/realtime/v1`,
        PGLITE_DATA_DIR: `${E2E_DATA_DIR}/pglite-unused`,
      },
    },
    {
      // Self-hosted and locked, with recognisable fake secrets (e2e/security).
      command: `npx next start -p ${LOCKED_PORT} -H 127.0.0.1`,
      url: `${LOCKED_URL}/dashboard/api/get-utc-time`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: LOCKED_SERVER_ENV,
    },
  ],
})
