import 'server-only'

import { HttpError } from '@/lib/server/http/http-error'

/** A Postgres identifier, always double-quoted so any name (mixed case, spaces, quotes) is taken literally. */
export function quoteIdentifier(name: string): string {
  if (name.length === 0 || name.includes('\0')) throw new HttpError(400, `Invalid identifier: ${JSON.stringify(name)}`)
  return `"${name.replace(/"/g, '""')}"`
}
