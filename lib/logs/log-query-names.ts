/** The platform keeps content names up to this length. */
export const LOG_QUERY_NAME_MAX = 256

/** Why a saved logs query cannot take this name, or null (names are unique within the project). */
export function logQueryNameError(name: string, takenNames: readonly string[]): string | null {
  const trimmed = name.trim()
  if (!trimmed) return 'Give the query a name.'
  if (trimmed.length > LOG_QUERY_NAME_MAX) return `The name can have at most ${LOG_QUERY_NAME_MAX} characters.`
  if (takenNames.includes(trimmed)) return `A saved query named "${trimmed}" already exists: choose another name.`
  return null
}
