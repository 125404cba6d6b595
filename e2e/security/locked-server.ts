import { MOCK_OPENAI_PORT, SELF_HOSTED_PORT, E2E_DATA_DIR } from '../ports'

/**
 * The third e2e server: self-hosted and LOCKED (DASHBOARD_USERNAME/PASSWORD), started with
 * recognisable fake secrets so a spec can prove none of them ever reaches the browser.
 */
export const LOCKED_PORT = SELF_HOSTED_PORT + 10
export const LOCKED_URL = `http://127.0.0.1:${LOCKED_PORT}`

export const LOCKED_USERNAME = 'e2e-admin'

/** Values nobody would type by accident: finding one in a response or a static file is a leak. */
export const FAKE_SECRETS = {
  // A database that refuses connections (port 1): deterministic on every machine, and its error paths
  // are exactly where a careless message would echo the connection string.
  POSTGRES_URL: 'postgres://dashboard:pgpass-FAKE-4d1c9e7b@127.0.0.1:1/secretdb',
  OPENAI_API_KEY: 'sk-FAKE-openai-key-7e2a91c5d3',
  DASHBOARD_PASSWORD: 'dash-FAKE-password-5b8f3a0e',
  DASHBOARD_SESSION_SECRET: 'session-FAKE-secret-0c6e2f9a1b7d4e8c3a5f',
} as const

/** The parts of a secret that must not leak on their own either (the database password). */
export const SECRET_FRAGMENTS = [...Object.values(FAKE_SECRETS), 'pgpass-FAKE-4d1c9e7b']

export const LOCKED_SERVER_ENV: Record<string, string> = {
  IS_PLATFORM: 'false',
  DASHBOARD_USERNAME: LOCKED_USERNAME,
  ...FAKE_SECRETS,
  OPENAI_BASE_URL: `http://127.0.0.1:${MOCK_OPENAI_PORT}/v1`,
  PGLITE_DATA_DIR: `${E2E_DATA_DIR}/pglite-locked`,
}
