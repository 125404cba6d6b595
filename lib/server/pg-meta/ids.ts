import 'server-only'

import { HttpError } from '@/lib/server/http/http-error'

const MAX_OID = 4_294_967_295

/**
 * An object id from a query string. Anything that is not a whole number an oid can hold is a 400 with
 * the text as given, never a JavaScript number (1e+30) in the message or in the SQL.
 */
export function parseOid(value: string | null, what = 'id'): number {
  if (value === null || value === '') throw new HttpError(400, `${what} is required`)
  if (!/^\d{1,10}$/.test(value) || Number(value) > MAX_OID) {
    throw new HttpError(400, `${what} must be a whole number from 0 to ${MAX_OID}, not ${JSON.stringify(value.slice(0, 40))}`)
  }
  return Number(value)
}

/** A column's id, "{table_id}.{ordinal_position}" as postgres-meta writes it. */
export function parseColumnId(value: string | null): { tableId: number; ordinal: number } {
  const match = /^(\d+)\.(\d+)$/.exec(value ?? '')
  if (!match) throw new HttpError(400, `id must be "{table_id}.{ordinal_position}", not ${JSON.stringify((value ?? '').slice(0, 40))}`)
  const ordinal = Number(match[2])
  if (match[2].length > 5 || ordinal < 1 || ordinal > 1600) throw new HttpError(400, 'The ordinal position of a column is from 1 to 1600')
  return { tableId: parseOid(match[1], 'table_id'), ordinal }
}
