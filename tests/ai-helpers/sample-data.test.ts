import { describe, expect, it } from 'vitest'

import { normalizeGeneratedLogQuery } from '@/lib/ai/log-generator'
import { buildSampleDataSql, describeSampleDataColumns, referenceValuesSql, sampleDataColumns, sampleDataReferences, type SampleDataTable } from '@/lib/ai/sample-data'
import { toTableModel } from '@/lib/table-editor/table-model'
import { column, itemsTable } from '@/tests/table-editor/harness'

const model = toTableModel(
  itemsTable({
    id: 7,
    name: 'orders',
    columns: [
      column(7, 1, 'id', { data_type: 'uuid', format: 'uuid', is_nullable: false }),
      column(7, 2, 'customer_id', { data_type: 'bigint', format: 'int8', is_nullable: false }),
      column(7, 3, 'total', { data_type: 'numeric', format: 'numeric', is_nullable: false, check: 'total >= 0' }),
      column(7, 4, 'paid', { data_type: 'boolean', format: 'bool', is_nullable: false }),
      column(7, 5, 'meta', { data_type: 'jsonb', format: 'jsonb' }),
      column(7, 6, 'doubled', { data_type: 'numeric', format: 'numeric', is_generated: true }),
      column(7, 7, 'created_at', { data_type: 'timestamp with time zone', format: 'timestamptz', default_value: 'now()' }),
    ],
    primary_keys: [{ schema: 'public', table_name: 'orders', name: 'id', table_id: 7 }],
  })
)
const ORDERS: SampleDataTable = {
  schema: 'public',
  name: 'orders',
  columns: model.columns,
  primaryKey: model.primaryKey,
  relationships: [
    {
      source_schema: 'public',
      source_table_name: 'orders',
      source_column_name: 'customer_id',
      target_table_schema: 'public',
      target_table_name: 'customers',
      target_column_name: 'id',
    },
  ],
}

describe('AI data generator SQL', () => {
  it('fills only the columns without a default, and describes their keys, checks and references', () => {
    expect(sampleDataColumns(ORDERS).map((entry) => entry.name)).toEqual(['id', 'customer_id', 'total', 'paid', 'meta'])
    const described = describeSampleDataColumns(ORDERS)
    expect(described[0]).toMatchObject({ name: 'id', type: 'uuid', isPrimaryKey: true, isNullable: false })
    expect(described[1].references).toBe('public.customers.id')
    expect(described[2].check).toBe('total >= 0')
  })

  it("reads a foreign key's existing target values with every name quoted; keys pointing at this table from others are not its own", () => {
    const table: SampleDataTable = {
      ...ORDERS,
      relationships: [
        ...(ORDERS.relationships ?? []),
        {
          source_schema: 'public',
          source_table_name: 'refunds',
          source_column_name: 'order_id',
          target_table_schema: 'public',
          target_table_name: 'orders',
          target_column_name: 'id',
        },
      ],
    }
    expect(sampleDataReferences(table)).toEqual([{ column: 'customer_id', schema: 'public', table: 'customers', targetColumn: 'id' }])
    expect(referenceValuesSql({ column: 'c', schema: 'my "s"', table: 'T', targetColumn: 'k"ey' })).toBe(
      'select distinct "k""ey"::text as value from "my ""s"""."T" where "k""ey" is not null limit 20'
    )
  })

  it('builds one INSERT with each value encoded for its column', () => {
    const built = buildSampleDataSql(ORDERS, [
      { id: '8d3f6a8e-0c1b-4a57-9d1e-2b3c4d5e6f70', customer_id: '1', total: '19.90', paid: 'TRUE', meta: '{"note": "it\'s here"}' },
    ])
    expect(built).toEqual({
      ok: true,
      rowCount: 1,
      sql:
        'insert into "public"."orders" ("id", "customer_id", "total", "paid", "meta") values\n' +
        `  ('8d3f6a8e-0c1b-4a57-9d1e-2b3c4d5e6f70', '1', '19.90', true, '{"note": "it''s here"}');`,
    })
  })

  it('names the row and column of a value that does not fit', () => {
    const row = { id: 'a', customer_id: '1', total: '1', paid: 'true', meta: null }
    expect(buildSampleDataSql(ORDERS, [row, { ...row, total: null }])).toEqual({
      ok: false,
      error: 'Row 2 has no value for total, which cannot be NULL',
    })
    expect(buildSampleDataSql(ORDERS, [{ ...row, paid: 'yes' }])).toEqual({
      ok: false,
      error: 'Row 1, paid: Choose true or false (or set the value to NULL)',
    })
    expect(buildSampleDataSql(ORDERS, [{ ...row, meta: '{oops' }])).toMatchObject({ ok: false, error: expect.stringMatching(/^Row 1, meta: Invalid JSON/) })
    expect(buildSampleDataSql(ORDERS, [])).toEqual({ ok: false, error: 'The AI provider answered no rows' })
  })
})

describe('AI log generator answers', () => {
  it('keeps one read-only query, without fences or a trailing semicolon', () => {
    expect(normalizeGeneratedLogQuery('```sql\nselect id from edge_logs limit 5;\n```')).toBe('select id from edge_logs limit 5')
    expect(normalizeGeneratedLogQuery('with x as (select 1) select * from x')).toBe('with x as (select 1) select * from x')
    expect(normalizeGeneratedLogQuery('drop table edge_logs')).toBeNull()
    expect(normalizeGeneratedLogQuery('select 1; select 2')).toBeNull()
  })
})
