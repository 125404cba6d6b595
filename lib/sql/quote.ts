/**
 * The one quoting module for SQL text, used by the client's statement builders and the server's
 * handlers alike: the SQL the dashboard sends is parameter-free, so every name and value a user can
 * influence goes through one of these, and none of them can end the token early.
 *
 * - `quoteIdent` / `qualifiedName`: always double-quoted (what runs; refuses empty names and NUL).
 * - `readableIdent` / `readableQualifiedName`: bare when the name is a plain lower-case word, as
 *   Postgres itself prints it (the DDL and statements a user reads before running them).
 * - `quoteLiteral`: a string constant.
 */

export class SqlQuoteError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SqlQuoteError'
  }
}

const NUL = '\u0000'

/** A double-quoted identifier ("my ""odd"" table"); Postgres cannot store NUL, nor an empty name. */
export function quoteIdent(name: string): string {
  if (name.length === 0) throw new SqlQuoteError('An identifier cannot be empty')
  if (name.includes(NUL)) throw new SqlQuoteError('An identifier cannot contain the NUL character')
  return `"${name.replaceAll('"', '""')}"`
}

/**
 * A string constant. Values with a backslash use the E'' form with doubled backslashes, which reads
 * the same whatever standard_conforming_strings is set to (the same choice as Postgres's quote_literal).
 */
export function quoteLiteral(value: string): string {
  if (value.includes(NUL)) throw new SqlQuoteError('Text values cannot contain the NUL character')
  const quoted = value.replaceAll("'", "''")
  if (!value.includes('\\')) return `'${quoted}'`
  return `E'${quoted.replaceAll('\\', '\\\\')}'`
}

/** "schema"."table" */
export function qualifiedName(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`
}

// Words that cannot stand as a bare column or table name (the reserved ones most likely in a schema).
const RESERVED = new Set(
  (
    'all analyse analyze and any array as asc asymmetric both case cast check collate column constraint create ' +
    'current_catalog current_date current_role current_time current_timestamp current_user default deferrable desc ' +
    'distinct do else end except false fetch for foreign from grant group having in initially intersect into lateral ' +
    'leading limit localtime localtimestamp not null offset on only or order placing primary references returning ' +
    'select session_user some symmetric table then to trailing true union unique user using variadic when where window with'
  ).split(' ')
)

/** A name as Postgres needs it written: bare when it is a plain lower-case identifier, double-quoted otherwise. */
export function readableIdent(name: string): string {
  if (/^[a-z_][a-z0-9_$]*$/.test(name) && !RESERVED.has(name)) return name
  return `"${name.replace(/"/g, '""')}"`
}

/** schema.name, each part bare when it can be. */
export function readableQualifiedName(schema: string, name: string): string {
  return `${readableIdent(schema)}.${readableIdent(name)}`
}
