import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '@/lib/server/db/database'
import { inTransaction } from '@/lib/sql/transaction'
import { alterColumnStatements, dropColumnStatements, EMPTY_COLUMN, type ColumnDraft } from '@/lib/table-designer/column-sql'
import { columnTypeSql } from '@/lib/table-designer/column-type'
import { tableDraftFromCatalog } from '@/lib/table-designer/from-catalog'
import { createIndexStatements, dropIndexStatements } from '@/lib/table-designer/index-sql'
import {
  alterTableStatements,
  createTableStatements,
  dropTableStatements,
  duplicateTableStatements,
  newTableColumns,
  truncateTableStatements,
  type TableDraft,
} from '@/lib/table-designer/table-sql'
import { quoteIdent } from '@/lib/sql/quote'

import { TEST_BACKENDS } from '../server/helpers/test-databases'
import { openBackend, readTable } from './backends'

// Names chosen to break naive quoting: quotes, spaces, unicode, mixed case, reserved words, a dollar.
const SCHEMA = 'Crème "brûlée"'
const ENUM = `${quoteIdent(SCHEMA)}.${quoteIdent('Mood Ω')}`
const column = (overrides: Partial<ColumnDraft>): ColumnDraft => ({ ...EMPTY_COLUMN, ...overrides })

const PARENT: TableDraft = {
  schema: SCHEMA,
  name: 'Order $$ Items',
  comment: "It's the parent",
  isRlsEnabled: true,
  columns: [
    column({ name: 'Order Id', type: 'bigint', isPrimaryKey: true, isNullable: false }),
    column({ name: 'line', type: 'integer', isPrimaryKey: true, isNullable: false }),
  ],
  foreignKeys: [],
}

const CHILD: TableDraft = {
  schema: SCHEMA,
  name: 'select',
  comment: 'Say "hi"',
  isRlsEnabled: false,
  columns: [
    column({ name: 'Id', type: 'bigint', isPrimaryKey: true, isNullable: false, identity: 'ALWAYS' }),
    column({ name: 'user', type: 'text', isNullable: false, isUnique: true, comment: 'who; drop table x' }),
    column({ name: 'Ω "x"', type: 'character varying(40)', defaultValue: "it's \\ fine", defaultFormat: 'literal' }),
    column({ name: 'moods', type: `${ENUM}[]` }),
    column({ name: 'total', type: 'numeric(10,2)', check: 'total >= (0)::numeric' }),
    column({ name: 'double', type: 'numeric', generated: 'total * (2)::numeric' }),
    column({ name: 'Order Id', type: 'bigint' }),
    column({ name: 'line', type: 'integer' }),
  ],
  foreignKeys: [
    {
      name: 'child -> parent',
      columns: ['Order Id', 'line'],
      referencedSchema: SCHEMA,
      referencedTable: PARENT.name,
      referencedColumns: ['Order Id', 'line'],
      onDelete: 'CASCADE',
      onUpdate: 'NO ACTION',
    },
  ],
}

describe.each(TEST_BACKENDS)('DDL builders on $name with hostile identifiers', (backend) => {
  let database: Database
  let close: () => Promise<void>
  const run = (statements: string[]) => database.query(inTransaction(statements), undefined, { resetSession: true })

  beforeAll(async () => {
    ;({ database, close } = await openBackend(backend))
    await database.query(`create schema ${quoteIdent(SCHEMA)}; create type ${ENUM} as enum ('sad', 'it''s ok')`)
    await run(createTableStatements(PARENT))
    await run(createTableStatements(CHILD))
  }, 60_000)
  afterAll(() => close?.())

  it('creates tables that read back as drafted: types with modifiers, keys, defaults, checks, comments, RLS', async () => {
    const parent = await readTable(database, SCHEMA, PARENT.name)
    expect(parent && tableDraftFromCatalog(parent)).toEqual(PARENT)
    const child = await readTable(database, SCHEMA, CHILD.name)
    if (!child) throw new Error('the child table was not created')
    const draft = tableDraftFromCatalog(child)
    const literal = draft.columns[2]
    expect(literal?.defaultValue).toBe(`'it''s \\ fine'::character varying`)
    expect(draft.columns.map((entry) => entry.name)).toEqual(CHILD.columns.map((entry) => entry.name))
    expect(draft).toEqual({
      ...CHILD,
      columns: CHILD.columns.map((entry, index) => (index === 2 ? { ...entry, defaultValue: literal?.defaultValue, defaultFormat: 'expression' } : entry)),
      foreignKeys: [{ ...CHILD.foreignKeys[0], onDelete: 'NO ACTION' }],
    })
    expect(child.columns?.find((entry) => entry.name === 'moods')?.enums).toEqual(['sad', "it's ok"])
  })

  it('alters a column in one transaction: rename, type change with a USING cast, default, nullability, check', async () => {
    const table = { schema: SCHEMA, name: CHILD.name }
    await database.query(`insert into ${quoteIdent(SCHEMA)}."select" ("user", total) values ('ada', 12.5)`)
    const before = CHILD.columns[2] as ColumnDraft
    const after: ColumnDraft = { ...before, name: 'Grand "Total"', type: 'text', check: 'length("Grand ""Total""") > 1', defaultValue: '0', isNullable: false }
    await run(alterColumnStatements(table, before, after))
    const read = await readTable(database, SCHEMA, CHILD.name)
    expect(read?.columns?.find((entry) => entry.name === 'Grand "Total"')).toMatchObject({
      full_type: 'text',
      default_value: "'0'::text",
      is_nullable: false,
      check: '(length("Grand ""Total""") > 1)',
    })
    const rows = await database.query<{ value: string }>(`select "Grand ""Total""" as value from ${quoteIdent(SCHEMA)}."select"`)
    expect(rows.rows).toEqual([{ value: "it's \\ fine" }])
  })

  it('applies nothing when one statement fails, and reports Postgres’s message', async () => {
    const table = { schema: SCHEMA, name: CHILD.name }
    const statements = [
      ...alterColumnStatements(table, CHILD.columns[1] as ColumnDraft, { ...(CHILD.columns[1] as ColumnDraft), name: 'renamed' }),
      `alter table ${quoteIdent(SCHEMA)}."select" add column broken ${columnTypeSql('no_such_type')}`,
    ]
    await expect(run(statements)).rejects.toMatchObject({ message: 'type "no_such_type" does not exist' })
    const read = await readTable(database, SCHEMA, CHILD.name)
    expect(read?.columns?.map((entry) => entry.name)).toContain('user')
    expect(read?.columns?.map((entry) => entry.name)).not.toContain('renamed')
  })

  it('creates and drops indexes (unique, partial, other methods) and table actions work on odd names', async () => {
    const table = { schema: SCHEMA, name: CHILD.name }
    await run(createIndexStatements(table, { name: 'by "user"', columns: ['user', 'Grand "Total"'], method: 'btree', isUnique: true, where: '"Id" > 0' }))
    await run(createIndexStatements(table, { name: '', columns: ['moods'], method: 'gin', isUnique: false, where: '' }))
    const { rows } = await database.query<{ indexname: string; indexdef: string }>(
      'select indexname, indexdef from pg_indexes where schemaname = $1 and tablename = $2 order by indexname',
      [SCHEMA, 'select']
    )
    expect(rows.find((row) => row.indexname === 'by "user"')?.indexdef).toContain('UNIQUE INDEX')
    expect(rows.find((row) => row.indexname === 'select_moods_idx')?.indexdef).toContain('USING gin')
    await run(dropIndexStatements(SCHEMA, 'by "user"'))

    await run(duplicateTableStatements(table, 'copy "1"', { isDataCopied: true, insertableColumns: ['Id', 'user', 'Grand "Total"', 'total'], identityColumns: ['Id'] }))
    const copy = await database.query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(SCHEMA)}."copy ""1"""`)
    expect(copy.rows).toEqual([{ n: 1 }])
    await database.query(`insert into ${quoteIdent(SCHEMA)}."copy ""1""" ("user", "Grand ""Total""") values ('grace', 'ok')`)
    await run(truncateTableStatements({ schema: SCHEMA, name: 'copy "1"' }, { isCascade: false, isIdentityRestarted: true }))
    await run(alterTableStatements(
      { schema: SCHEMA, name: 'copy "1"', comment: '', isRlsEnabled: false },
      { schema: 'public', name: 'Moved Ü', comment: 'moved', isRlsEnabled: true }
    ))
    expect(await readTable(database, 'public', 'Moved Ü')).toMatchObject({ comment: 'moved', rls_enabled: true })
    await run(dropColumnStatements({ schema: 'public', name: 'Moved Ü' }, 'user', false))
    await run(dropTableStatements({ schema: 'public', name: 'Moved Ü' }, false))
    expect(await readTable(database, 'public', 'Moved Ü')).toBeUndefined()
    // Dropping the parent needs CASCADE: the child's foreign key depends on it.
    await expect(run(dropTableStatements({ schema: SCHEMA, name: PARENT.name }, false))).rejects.toMatchObject({ code: '2BP01' })
  })

  it('starts a new table with an identity key and a creation time', async () => {
    await run(createTableStatements({ schema: 'public', name: 'Fresh', comment: '', isRlsEnabled: true, columns: newTableColumns(), foreignKeys: [] }))
    const read = await readTable(database, 'public', 'Fresh')
    expect(read?.columns).toMatchObject([
      { name: 'id', full_type: 'bigint', is_identity: true, identity_generation: 'BY DEFAULT', is_nullable: false },
      { name: 'created_at', full_type: 'timestamp with time zone', default_value: 'now()', is_nullable: false },
    ])
    expect(read).toMatchObject({ rls_enabled: true, primary_keys: [{ name: 'id' }] })
  })
})
