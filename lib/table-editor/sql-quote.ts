/**
 * Quoting for the parameter-free SQL the table editor sends to the query endpoint. Every name and
 * value a user can influence goes through one of these, so none of them can end the token early.
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
