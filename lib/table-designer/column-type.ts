import { quoteIdent, SqlQuoteError } from '@/lib/sql/quote'

/**
 * Postgres's built-in types offered by the column type picker, by the name the catalogue reports
 * (pg-meta's `format`) with what they are for. Only these are written bare into DDL; any other type
 * name is quoted, so a type can never smuggle SQL in.
 */
export const BUILTIN_TYPES: readonly { name: string; description: string }[] = [
  { name: 'int2', description: 'Signed two-byte integer' },
  { name: 'int4', description: 'Signed four-byte integer' },
  { name: 'int8', description: 'Signed eight-byte integer' },
  { name: 'float4', description: 'Single-precision floating-point number' },
  { name: 'float8', description: 'Double-precision floating-point number' },
  { name: 'numeric', description: 'Exact number of selectable precision' },
  { name: 'json', description: 'Textual JSON data' },
  { name: 'jsonb', description: 'Binary JSON data, decomposed' },
  { name: 'text', description: 'Variable-length character string' },
  { name: 'varchar', description: 'Variable-length character string with a limit' },
  { name: 'bpchar', description: 'Fixed-length character string' },
  { name: 'uuid', description: 'Universally unique identifier' },
  { name: 'date', description: 'Calendar date (year, month, day)' },
  { name: 'time', description: 'Time of day (no time zone)' },
  { name: 'timetz', description: 'Time of day, including time zone' },
  { name: 'timestamp', description: 'Date and time (no time zone)' },
  { name: 'timestamptz', description: 'Date and time, including time zone' },
  { name: 'interval', description: 'Time span' },
  { name: 'bool', description: 'Logical boolean (true/false)' },
  { name: 'bytea', description: 'Binary data ("byte array")' },
  { name: 'inet', description: 'IPv4 or IPv6 host address' },
  { name: 'cidr', description: 'IPv4 or IPv6 network address' },
  { name: 'macaddr', description: 'MAC (Media Access Control) address' },
  { name: 'money', description: 'Currency amount' },
  { name: 'oid', description: 'Object identifier' },
  { name: 'point', description: 'Geometric point on a plane' },
  { name: 'tsvector', description: 'Text search document' },
  { name: 'xml', description: 'XML data' },
]

// Other spellings Postgres and information_schema use for the same built-ins.
const ALIASES = [
  'smallint', 'integer', 'int', 'bigint', 'real', 'double precision', 'decimal', 'boolean', 'character varying',
  'character', 'char', 'timestamp with time zone', 'timestamp without time zone', 'time with time zone',
  'time without time zone', 'bit', 'varbit', 'bit varying', 'serial', 'bigserial', 'smallserial', 'tsquery',
  'int4range', 'int8range', 'numrange', 'tsrange', 'tstzrange', 'daterange', 'name', 'citext',
]
const BUILTIN_NAMES = new Set([...BUILTIN_TYPES.map((type) => type.name), ...ALIASES])

/** Types that take a length or precision: varchar(40), numeric(10,2), bpchar(3), time(3)… */
const MODIFIERS = /^\(\s*\d+\s*(,\s*\d+\s*)?\)$/

export function isBuiltinType(name: string): boolean {
  return BUILTIN_NAMES.has(name.toLowerCase())
}

/**
 * A column type as DDL needs it written: a built-in (with its modifiers) bare, any other name quoted
 * — `mood`, `public.mood`, or already quoted `"public"."Mood Ω"` — and `[]` kept for arrays. A
 * malformed type throws a SqlQuoteError, whose message the form shows at the type field.
 */
export function columnTypeSql(input: string): string {
  let rest = input.trim()
  let arrays = ''
  while (rest.endsWith('[]')) {
    arrays += '[]'
    rest = rest.slice(0, -2).trimEnd()
  }
  if (rest === '') throw new SqlQuoteError('Choose a type for the column')

  // format_type writes a time's precision inside the name: time(3) with time zone.
  const time = /^(time|timestamp)\s*(\(\s*\d+\s*\))?\s+(with|without)\s+time\s+zone$/i.exec(rest)
  if (time) return `${time[1].toLowerCase()}${time[2]?.replace(/\s+/g, '') ?? ''} ${time[3].toLowerCase()} time zone${arrays}`
  const builtin = /^([a-z][a-z0-9 ]*?)\s*(\([^)]*\))?$/i.exec(rest)
  if (builtin && isBuiltinType(builtin[1])) {
    const modifiers = builtin[2]?.replace(/\s+/g, '') ?? ''
    if (modifiers && !MODIFIERS.test(modifiers)) throw new SqlQuoteError(`"${modifiers}" is not a valid type modifier`)
    return `${builtin[1].toLowerCase()}${modifiers}${arrays}`
  }
  const parts = splitTypeName(rest)
  if (!parts) throw new SqlQuoteError(`"${rest}" is not a type name`)
  return `${parts.map(quoteIdent).join('.')}${arrays}`
}

/**
 * A type name's parts: `mood`, `public.mood`, `"Crème"."Mood Ω"` or a mix, each part either
 * double-quoted (with "" for a quote) or bare, taken literally. Null when it is not such a name.
 */
function splitTypeName(text: string): string[] | null {
  const parts: string[] = []
  let rest = text
  for (;;) {
    const quoted = /^"((?:[^"]|"")+)"/.exec(rest)
    const bare = quoted ? null : /^[^".]+/.exec(rest)
    const match = quoted ?? bare
    if (!match) return null
    parts.push(quoted ? quoted[1].replace(/""/g, '"') : match[0])
    rest = rest.slice(match[0].length)
    if (rest === '') return parts.length <= 2 ? parts : null
    if (!rest.startsWith('.')) return null
    rest = rest.slice(1)
  }
}

/** The type of a user-defined type in a schema, as the picker hands it to the form. */
export function userTypeName(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`
}
