import type { CsvField } from '@/lib/csv/csv-parser'

/**
 * Per-value checks of CSV fields against a column's Postgres type, run in the browser before any
 * row is sent, so a bad row is reported with its line and reason instead of failing a batch. The
 * accepted spellings are the ones Postgres's input functions take; a value that passes is sent as
 * text and converted by Postgres itself.
 */
export type ValueKind =
  | 'int2'
  | 'int4'
  | 'int8'
  | 'numeric'
  | 'float'
  | 'bool'
  | 'date'
  | 'timestamp'
  | 'time'
  | 'uuid'
  | 'json'
  | 'enum'
  | 'text'

export interface ImportColumn {
  name: string
  kind: ValueKind
  /** An array of `kind` (e.g. int4[]): the field is a Postgres array literal {…} or a JSON array. */
  isArray: boolean
  /** Refuses NULL: NOT NULL with no default (a default or identity fills an empty field). */
  isRequired: boolean
  enumValues: readonly string[]
}

/** The pg-meta column fields the import reads. */
export interface ImportColumnSource {
  name: string
  data_type: string
  format: string
  is_nullable: boolean
  is_identity: boolean
  default_value: unknown
  enums: readonly string[]
}

const KIND_BY_FORMAT: Record<string, ValueKind> = {
  int2: 'int2',
  int4: 'int4',
  int8: 'int8',
  numeric: 'numeric',
  float4: 'float',
  float8: 'float',
  bool: 'bool',
  date: 'date',
  timestamp: 'timestamp',
  timestamptz: 'timestamp',
  time: 'time',
  timetz: 'time',
  uuid: 'uuid',
  json: 'json',
  jsonb: 'json',
}

export function toImportColumn(column: ImportColumnSource): ImportColumn {
  const isArray = column.data_type === 'ARRAY' || column.format.startsWith('_')
  const format = isArray ? column.format.replace(/^_/, '') : column.format
  const kind = column.enums.length > 0 ? 'enum' : (KIND_BY_FORMAT[format] ?? 'text')
  const hasDefault = column.default_value !== null && column.default_value !== undefined
  return {
    name: column.name,
    kind,
    isArray,
    isRequired: !column.is_nullable && !hasDefault && !column.is_identity,
    enumValues: column.enums,
  }
}

export type ValueCheck = { ok: true; value: string | null } | { ok: false; reason: string }

const INTEGER = /^[+-]?\d+$/
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i
const FLOAT_WORDS = /^[+-]?(nan|infinity|inf)$/i
const BOOLEANS = new Map(
  ['t', 'true', 'y', 'yes', 'on', '1', 'f', 'false', 'n', 'no', 'off', '0'].map((word, index) => [word, index < 6])
)
const DATE = /^(\d{4,})-(\d{2})-(\d{2})$/
const TIMESTAMP = /^(\d{4,})-(\d{2})-(\d{2})([T ](\d{2}):(\d{2})(:(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}(:?\d{2})?)?$/i
const TIME = /^(\d{2}):(\d{2})(:(\d{2})(\.\d+)?)?\s*(Z|[+-]\d{2}(:?\d{2})?)?$/i
const UUID = /^\{?[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\}?$/i
const INTEGER_RANGE: Record<'int2' | 'int4' | 'int8', [bigint, bigint]> = {
  int2: [-32768n, 32767n],
  int4: [-2147483648n, 2147483647n],
  int8: [-9223372036854775808n, 9223372036854775807n],
}

function isRealDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
}

/** Why `text` is not a valid `kind`, or null when Postgres will take it. */
function scalarProblem(text: string, column: ImportColumn): string | null {
  const value = text.trim()
  switch (column.kind) {
    case 'int2':
    case 'int4':
    case 'int8': {
      if (!INTEGER.test(value)) return `"${text}" is not an integer`
      const [min, max] = INTEGER_RANGE[column.kind]
      const number = BigInt(value)
      return number < min || number > max ? `${value} is out of range for ${column.kind}` : null
    }
    case 'numeric':
      return NUMERIC.test(value) || /^[+-]?nan$/i.test(value) ? null : `"${text}" is not a number`
    case 'float':
      return NUMERIC.test(value) || FLOAT_WORDS.test(value) ? null : `"${text}" is not a number`
    case 'bool':
      return BOOLEANS.has(value.toLowerCase()) ? null : `"${text}" is not a boolean (true/false)`
    case 'date': {
      const match = DATE.exec(value)
      return match && isRealDate(match[1], match[2], match[3]) ? null : `"${text}" is not a date (YYYY-MM-DD)`
    }
    case 'timestamp': {
      const match = TIMESTAMP.exec(value)
      const isValid =
        match && isRealDate(match[1], match[2], match[3]) && Number(match[5] ?? 0) < 24 && Number(match[6] ?? 0) < 60 && Number(match[8] ?? 0) < 60
      return isValid ? null : `"${text}" is not a timestamp (YYYY-MM-DD HH:MM:SS)`
    }
    case 'time': {
      const match = TIME.exec(value)
      return match && Number(match[1]) < 24 && Number(match[2]) < 60 && Number(match[4] ?? 0) < 60 ? null : `"${text}" is not a time (HH:MM:SS)`
    }
    case 'uuid':
      return UUID.test(value) ? null : `"${text}" is not a UUID`
    case 'json':
      try {
        JSON.parse(text)
        return null
      } catch {
        return `"${text.slice(0, 40)}" is not valid JSON`
      }
    case 'enum':
      return column.enumValues.includes(text) ? null : `"${text}" is not one of ${column.enumValues.join(', ')}`
    case 'text':
      return null
  }
}

/** A Postgres array literal element: quoted unless it is plainly safe. */
function arrayElement(value: unknown): string {
  if (value === null) return 'NULL'
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  return /^[^\s{}",\\]+$/.test(text) && text.toUpperCase() !== 'NULL' ? text : `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`
}

function checkArray(text: string, column: ImportColumn): ValueCheck {
  const value = text.trim()
  // Postgres's own spelling passes through; its elements are Postgres's to check.
  if (value.startsWith('{') && value.endsWith('}')) return { ok: true, value }
  if (!value.startsWith('[')) return { ok: false, reason: `"${text.slice(0, 40)}" is not an array ({…} or [ … ])` }
  let elements: unknown
  try {
    elements = JSON.parse(value)
  } catch {
    return { ok: false, reason: `"${text.slice(0, 40)}" is not a valid JSON array` }
  }
  if (!Array.isArray(elements)) return { ok: false, reason: `"${text.slice(0, 40)}" is not an array` }
  if (column.kind !== 'json' && column.kind !== 'text') {
    for (const element of elements) {
      if (element === null) continue
      const problem = scalarProblem(typeof element === 'object' ? JSON.stringify(element) : String(element), column)
      if (problem) return { ok: false, reason: `array element ${problem}` }
    }
  }
  return { ok: true, value: `{${elements.map(arrayElement).join(',')}}` }
}

/** Checks one field for its column: the text to send (null for NULL), or why it cannot go in. */
export function checkValue(field: CsvField, column: ImportColumn): ValueCheck {
  if (field === null) {
    return column.isRequired ? { ok: false, reason: `${column.name} is required (NOT NULL, no default)` } : { ok: true, value: null }
  }
  if (column.isArray) return checkArray(field, column)
  // An empty string is a value only where text is; elsewhere it stands for NULL (spreadsheets write it).
  if (field === '' && column.kind !== 'text' && column.kind !== 'enum') return checkValue(null, column)
  const problem = scalarProblem(field, column)
  return problem ? { ok: false, reason: `${column.name}: ${problem}` } : { ok: true, value: field }
}
