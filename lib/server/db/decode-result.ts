import 'server-only'

import type { QueryResult, RawResult } from './database'
import type { PgTypeInfo, TypeDecoders } from './pg-types'

/** Reads what decoding needs about types this backend has not seen yet (user enums, extension types, their arrays). */
export const TYPE_LOOKUP_SQL =
  'select t.oid, t.typcategory, t.typelem, t.typdelim, t.typbasetype from pg_catalog.pg_type t where t.oid = any($1::oid[])'

export type RawRunner = (sql: string, params?: (string | null)[]) => Promise<RawResult>

/** Turns a raw text result into JSON-ready row objects (a repeated column name keeps the last value, like pg). */
export async function decodeResult<Row>(raw: RawResult, decoders: TypeDecoders, runRaw: RawRunner): Promise<QueryResult<Row>> {
  const unknownOids = [...new Set(raw.fields.map((field) => field.dataTypeId))].filter((oid) => !decoders.has(oid))
  if (unknownOids.length > 0 && raw.rows.length > 0) {
    const lookup = await runRaw(TYPE_LOOKUP_SQL, [`{${unknownOids.join(',')}}`])
    decoders.learn(lookup.rows.map(toTypeInfo))
  }
  const columnDecoders = raw.fields.map((field) => decoders.decoderFor(field.dataTypeId))
  const rows = raw.rows.map((values) => {
    const row: Record<string, unknown> = {}
    raw.fields.forEach((field, column) => {
      const value = values[column]
      row[field.name] = value === null || value === undefined ? null : columnDecoders[column](value)
    })
    return row as Row
  })
  return { rows, fields: raw.fields }
}

function toTypeInfo([oid, category, elementOid, delimiter, baseTypeOid]: (string | null)[]): PgTypeInfo {
  return {
    oid: Number(oid),
    category: category ?? '',
    elementOid: Number(elementOid ?? 0),
    delimiter: delimiter ?? ',',
    baseTypeOid: Number(baseTypeOid ?? 0),
  }
}
