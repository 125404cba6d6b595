import { hashUserId } from '@/lib/error-reporting/user-id'

import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'
import * as v from './value-guards'

/** The hashed user id sent with error reports (SPEC §9), kept so reports after a reload carry it too. */
const errorReportingUserId = createPersistedValue<string | null>({
  key: STORAGE_KEYS.errorReportingUserId,
  format: 'raw',
  schema: v.nullable(v.string),
  defaultValue: () => null,
})

/** Hashes the user id, stores it locally and returns it; storage failures only skip the storing. */
export async function rememberErrorReportingUserId(id: string): Promise<string> {
  const hashed = await hashUserId(id)
  errorReportingUserId.write(hashed)
  return hashed
}

/** Forgets the stored id (on sign-out). */
export function forgetErrorReportingUserId(): void {
  errorReportingUserId.remove()
}
