/**
 * Well-known names of the seeded mock platform, for tests and e2e specs to import instead of
 * repeating literals.
 */

/** Seeded GoTrue user that can sign in with a password. */
export const MOCK_USER_EMAIL = 'test@example.com'
export const MOCK_USER_PASSWORD = 'password123'
export const MOCK_USER_ID = '6f1c3b9e-2d4a-4c1e-9a57-0c1d2e3f4a5b'
export const MOCK_USERNAME = 'testuser'
/** The linked GitHub identity's user_name (the avatar source of SPEC §3). */
export const MOCK_GITHUB_USER_NAME = 'octo-tester'
/**
 * The base32 TOTP secret of the seeded verified factor (scenario mfa-enrolled). The mock checks codes
 * per RFC 6238 (SHA1, 6 digits, 30 s), so tests compute the current code from this secret.
 */
export const MOCK_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
export const MOCK_TOTP_FACTOR_ID = '0b8f7a2c-5e1d-4f3a-8c6b-9d0e1f2a3b4c'

/** Organizations, in the order they are seeded (not sorted: the client sorts by name). */
export const PRIMARY_ORG_SLUG = 'acme-corp'
export const PRIMARY_ORG_ID = 1
export const OTHER_ORG_SLUG = 'beta-labs'
export const OTHER_ORG_ID = 2
/** Billed through the Vercel marketplace: partner_id on the client is 'abc'. */
export const VERCEL_ORG_SLUG = 'vercel_abc'
export const VERCEL_ORG_ID = 3
/** Billed through the AWS marketplace. */
export const AWS_ORG_SLUG = 'cloud-market'
export const AWS_ORG_ID = 4

/** Projects (refs are 20 lower-case letters, like the platform's). */
export const PRIMARY_PROJECT_REF = 'acmeprodabcdefghijkl'
export const STAGING_PROJECT_REF = 'acmestagingabcdefghi'
export const PAUSED_PROJECT_REF = 'acmepausedabcdefghij'
export const ORIOLE_PROJECT_REF = 'acmeorioleabcdefghij'
/** A preview branch of PRIMARY_PROJECT_REF. */
export const BRANCH_PROJECT_REF = 'acmebranchabcdefghij'
export const OTHER_PROJECT_REF = 'betalabsabcdefghijkl'
export const UNHEALTHY_PROJECT_REF = 'betaunhealthyabcdefg'
export const VERCEL_PROJECT_REF = 'vercelappabcdefghijk'
export const AWS_PROJECT_REF = 'cloudmarketabcdefghi'
/** The project of the 'project-coming-up' scenario. */
export const COMING_UP_PROJECT_REF = 'acmenewabcdefghijklm'
/** Detail reads after which the 'project-coming-up' project reports ACTIVE_HEALTHY. */
export const COMING_UP_READS_BEFORE_HEALTHY = 3

/** restriction_data.grace_period_end of the grace-period scenarios ("15 Jul, 2025" on screen). */
export const GRACE_PERIOD_END = '2025-07-15T00:00:00.000Z'
/** The message GET /platform/profile sends when the profile does not exist yet (SPEC §4). */
export const PROFILE_NOT_FOUND_MESSAGE = "User's profile not found"

/** A valid invitation token to OTHER_ORG_SLUG, and a project-claim token into PRIMARY_ORG_SLUG. */
export const INVITATION_TOKEN = 'invite-token-beta-labs'
export const EXPIRED_INVITATION_TOKEN = 'invite-token-expired'
export const PROJECT_CLAIM_TOKEN = 'claim-token-acme'

/** Fixed timestamps keep seeded records identical run after run. */
export const SEED_TIME = '2025-06-01T12:00:00.000Z'

/** The edge function seeded on PRIMARY_PROJECT_REF (mock-platform/functions-state.ts). */
export const SEEDED_FUNCTION_SLUG = 'hello-world'
/** A secret seeded on PRIMARY_PROJECT_REF besides the platform's own SUPABASE_* ones. */
export const SEEDED_SECRET_NAME = 'STRIPE_API_KEY'
