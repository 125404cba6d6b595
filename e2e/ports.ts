/**
 * Where the e2e servers listen. E2E_PORT_OFFSET moves them all, so two runs on one machine (CI and a
 * developer, say) do not collide; NEXT_DIST_DIR likewise keeps their builds apart.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)

export const SELF_HOSTED_PORT = 3100 + offset
export const PLATFORM_PORT = 3101 + offset
/** Self-hosted on the PostgreSQL server (only when TEST_POSTGRES_URL says one answers). */
export const SELF_HOSTED_PG_PORT = 3102 + offset
export const E2E_PG_DATABASE = `dashboard_e2e_${offset}`
export const HAS_TEST_POSTGRES = Boolean(process.env.TEST_POSTGRES_URL)
export const MOCK_PLATFORM_PORT = 4010 + offset
export const MOCK_OPENAI_PORT = 4020 + offset
export const MOCK_PLATFORM_URL = `http://127.0.0.1:${MOCK_PLATFORM_PORT}`
export const PLATFORM_URL = `http://127.0.0.1:${PLATFORM_PORT}`
/** Each run's own embedded database folder (never shared with `npm start` or another run). */
export const E2E_DATA_DIR = `.data/e2e-${offset}`
/** The edge functions router (Deno, scripts/functions-router.mjs) standing in for the self-hosted-pg server's gateway. */
export const FUNCTIONS_GATEWAY_PORT = 8000 + offset
export const FUNCTIONS_GATEWAY_URL = `http://127.0.0.1:${FUNCTIONS_GATEWAY_PORT}`
/** The FUNCTIONS_DIR of the self-hosted-pg server, served by that router. */
export const E2E_FUNCTIONS_DIR = `${E2E_DATA_DIR}/functions`
