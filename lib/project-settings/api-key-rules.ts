/**
 * What the Management API accepts as an API key's name (CreateApiKeyBody): 4 to 64 characters,
 * lower-case letters, digits and underscores, not starting with a digit. Names are unique within
 * a project; the platform answers a duplicate with a 4xx, which the form shows at the field too.
 */

export const API_KEY_NAME_MIN = 4
export const API_KEY_NAME_MAX = 64
const API_KEY_NAME_PATTERN = /^[a-z_][a-z0-9_]+$/

export function apiKeyNameTakenMessage(name: string): string {
  return `An API key named "${name}" already exists in this project: choose another name.`
}

/** Why a name would be refused, or null when it is fine (existing names: the ones already listed). */
export function apiKeyNameError(name: string, existingNames: readonly string[] = []): string | null {
  if (name.length === 0) return 'Give the key a name, such as the app or server that uses it.'
  if (name.length < API_KEY_NAME_MIN) return `The name needs at least ${API_KEY_NAME_MIN} characters.`
  if (name.length > API_KEY_NAME_MAX) return `The name can have at most ${API_KEY_NAME_MAX} characters.`
  if (/^[0-9]/.test(name)) return 'The name cannot start with a digit.'
  if (!API_KEY_NAME_PATTERN.test(name)) return 'Use only lower-case letters (a–z), digits and underscores.'
  if (existingNames.includes(name)) return apiKeyNameTakenMessage(name)
  return null
}

/** Secret keys (and the legacy service_role key) bypass Row Level Security: they are shown masked. */
export function isSecretApiKey(key: { type?: string | null; name: string }): boolean {
  return key.type === 'secret' || (key.type === 'legacy' && key.name === 'service_role')
}

/** Self-hosted: the dashboard server's environment variable that holds each configured key. */
export const SELF_HOSTED_KEY_VARIABLES = {
  anon: 'SUPABASE_ANON_KEY',
  service_role: 'SUPABASE_SERVICE_KEY',
} as const
