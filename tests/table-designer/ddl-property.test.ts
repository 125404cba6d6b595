import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '@/lib/server/db/database'
import { inTransaction } from '@/lib/sql/transaction'
import { EMPTY_COLUMN, type ColumnDraft } from '@/lib/table-designer/column-sql'
import { tableDraftFromCatalog } from '@/lib/table-designer/from-catalog'
import { createTableStatements, type TableDraft } from '@/lib/table-designer/table-sql'
import { quoteIdent } from '@/lib/sql/quote'

import { TEST_BACKENDS } from '../server/helpers/test-databases'
import { openBackend, readTable } from './backends'

// Column names Postgres reserves for its system columns.
const SYSTEM_COLUMNS = new Set(['tableoid', 'xmin', 'cmin', 'xmax', 'cmax', 'ctid', 'oid'])

/** Any name Postgres can store (the designer refuses blank ones): quotes, spaces, unicode, reserved words; at most 63 bytes. */
const identifier = fc
  .string({ unit: fc.oneof(fc.constantFrom('"', "'", ' ', '$', ';', 'Ω', 'é', '表', '-', 'A', 'z'), fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' })), minLength: 1, maxLength: 20 })
  .filter((name) => name.trim() !== '' && !name.includes('\0') && Buffer.byteLength(name) <= 63 && !SYSTEM_COLUMNS.has(name.toLowerCase()))

/**
 * Types in the spelling the catalogue reports them (format_type), each with a default that reads
 * back unchanged, so a definition and what Postgres reports can be compared field by field.
 */
const TYPES: { type: string; defaults: string[] }[] = [
  { type: 'integer', defaults: ['', '0', '42'] },
  { type: 'bigint', defaults: ['', '7'] },
  { type: 'text', defaults: ['', "'hello'::text"] },
  { type: 'character varying(40)', defaults: [''] },
  { type: 'numeric(10,2)', defaults: ['', '0.5'] },
  { type: 'boolean', defaults: ['', 'false', 'true'] },
  { type: 'timestamp with time zone', defaults: ['', 'now()'] },
  { type: 'uuid', defaults: ['', 'gen_random_uuid()'] },
  { type: 'jsonb', defaults: [''] },
  { type: 'text[]', defaults: [''] },
  { type: 'integer[]', defaults: [''] },
]

const columnArbitrary = fc
  .record({
    name: identifier,
    typeIndex: fc.nat({ max: TYPES.length - 1 }),
    defaultIndex: fc.nat(),
    isNullable: fc.boolean(),
    isUnique: fc.boolean(),
    comment: fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 30 }).filter((text) => !text.includes('\0'))),
  })
  .map(({ name, typeIndex, defaultIndex, isNullable, isUnique, comment }): ColumnDraft => {
    const { type, defaults } = TYPES[typeIndex] as (typeof TYPES)[number]
    // json types and arrays have no default b-tree operator class for UNIQUE in every case; keep it to scalars.
    const canBeUnique = !type.endsWith('[]') && type !== 'jsonb'
    return { ...EMPTY_COLUMN, name, type, defaultValue: defaults[defaultIndex % defaults.length] ?? '', isNullable, isUnique: isUnique && canBeUnique, comment }
  })

const tableArbitrary = fc
  .record({
    name: identifier,
    comment: fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 30 }).filter((text) => !text.includes('\0'))),
    isRlsEnabled: fc.boolean(),
    columns: fc.uniqueArray(columnArbitrary, { minLength: 1, maxLength: 6, selector: (column) => column.name }),
    keyCount: fc.nat({ max: 2 }),
  })
  .map(({ name, comment, isRlsEnabled, columns, keyCount }): TableDraft => ({
    schema: 'property',
    name,
    comment,
    isRlsEnabled,
    // The first columns (scalars only) make up the primary key, composite when there are two.
    columns: columns.map((column, index) => {
      const isKey = index < keyCount && !column.type.endsWith('[]') && column.type !== 'jsonb'
      return isKey ? { ...column, isPrimaryKey: true, isNullable: false, isUnique: false } : column
    }),
    foreignKeys: [],
  }))

describe.each(TEST_BACKENDS)('generated DDL on $name', (backend) => {
  let database: Database
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ database, close } = await openBackend(backend))
    await database.query('create schema property')
  }, 60_000)
  afterAll(() => close?.())

  it('applies for any valid table definition and reads back equal', async () => {
    await fc.assert(
      fc.asyncProperty(tableArbitrary, async (table) => {
        await database.query(inTransaction(createTableStatements(table)), undefined, { resetSession: true })
        try {
          const read = await readTable(database, table.schema, table.name)
          expect(read && tableDraftFromCatalog(read)).toEqual(table)
        } finally {
          await database.query(`drop table property.${quoteIdent(table.name)}`)
        }
      }),
      { numRuns: backend.name === 'postgres' ? 60 : 30 }
    )
  }, 120_000)
})
