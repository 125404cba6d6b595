/**
 * Authenticator assurance levels, apart from the rest of the MFA rules because every dashboard page
 * (the auth gate) needs them and nothing else: the shell's first load stays small.
 */
export type AssuranceLevel = 'aal1' | 'aal2' | null

export interface AssuranceLevels {
  /** The auth client types these as open strings; only 'aal1' and 'aal2' matter here. */
  currentLevel: string | null
  nextLevel: string | null
}

/** Signed in with a password only, while a verified factor could take the session to aal2. */
export function needsMfaChallenge({ currentLevel, nextLevel }: AssuranceLevels): boolean {
  return currentLevel === 'aal1' && nextLevel === 'aal2'
}
