import { describe, expect, it } from 'vitest'

import { autoMapHeaders, mappingProblem, remapHeader } from '@/lib/table-editor/import/column-mapping'
import { createStagingSql, finishImportSql, insertBatchSql, stagingTableName } from '@/lib/table-editor/import/import-sql'
import { checkValue, toImportColumn, type ImportColumn } from '@/lib/table-editor/import/value-checks'

const column = (kind: ImportColumn['kind'], overrides: Partial<ImportColumn> = {}): ImportColumn => ({
  name: 'c',
  kind,
  isArray: false,
  isRequired: false,
  enumValues: [],
  ...overrides,
})
const reason = (field: string | null, target: ImportColumn) => {
  const result = checkValue(field, target)
  return result.ok ? null : result.reason
}

describe('import value checks', () => {
  it('integers: digits within the type range', () => {
    expect(reason('42', column('int4'))).toBeNull()
    expect(reason(' -7 ', column('int2'))).toBeNull()
    expect(reason('32768', column('int2'))).toBe('c: 32768 is out of range for int2')
    expect(reason('9223372036854775807', column('int8'))).toBeNull()
    expect(reason('1.5', column('int4'))).toBe('c: "1.5" is not an integer')
  })

  it('numerics, floats and booleans in the spellings Postgres takes', () => {
    expect(reason('1.5e3', column('numeric'))).toBeNull()
    expect(reason('.5', column('numeric'))).toBeNull()
    expect(reason('Infinity', column('float'))).toBeNull()
    expect(reason('1,5', column('numeric'))).toBe('c: "1,5" is not a number')
    expect(reason('yes', column('bool'))).toBeNull()
    expect(reason('F', column('bool'))).toBeNull()
    expect(reason('maybe', column('bool'))).toBe('c: "maybe" is not a boolean (true/false)')
  })

  it('dates, timestamps and times: real calendar days and clock values', () => {
    expect(reason('2024-02-29', column('date'))).toBeNull()
    expect(reason('2023-02-29', column('date'))).toBe('c: "2023-02-29" is not a date (YYYY-MM-DD)')
    expect(reason('2024-01-31T23:59:59.123Z', column('timestamp'))).toBeNull()
    expect(reason('2024-01-31 10:00:00+02', column('timestamp'))).toBeNull()
    expect(reason('2024-01-31 25:00', column('timestamp'))).toMatch(/is not a timestamp/)
    expect(reason('23:59', column('time'))).toBeNull()
    expect(reason('24:00:01', column('time'))).toMatch(/is not a time/)
  })

  it('uuid, json, enums and text', () => {
    expect(reason('0f8fad5b-d9cb-469f-a165-70867728950e', column('uuid'))).toBeNull()
    expect(reason('not-a-uuid', column('uuid'))).toBe('c: "not-a-uuid" is not a UUID')
    expect(reason('{"a": [1, 2]}', column('json'))).toBeNull()
    expect(reason('{a: 1}', column('json'))).toBe('c: "{a: 1}" is not valid JSON')
    expect(reason('sad', column('enum', { enumValues: ['happy', 'sad'] }))).toBeNull()
    expect(reason('Sad', column('enum', { enumValues: ['happy', 'sad'] }))).toBe('c: "Sad" is not one of happy, sad')
    expect(checkValue('', column('text'))).toEqual({ ok: true, value: '' })
  })

  it('arrays: Postgres literals pass, JSON arrays become literals with each element checked', () => {
    const ints = column('int4', { isArray: true })
    expect(checkValue('{1,2}', ints)).toEqual({ ok: true, value: '{1,2}' })
    expect(checkValue('[1, null, 3]', ints)).toEqual({ ok: true, value: '{1,NULL,3}' })
    expect(reason('[1, "x"]', ints)).toBe('array element "x" is not an integer')
    expect(checkValue('["a b", "q\\"", "NULL"]', column('text', { isArray: true }))).toEqual({
      ok: true,
      value: '{"a b","q\\"","NULL"}',
    })
    expect(reason('1,2', ints)).toMatch(/is not an array/)
  })

  it('NULL: refused only for NOT NULL columns without a default; an empty non-text field is NULL', () => {
    const required = column('int4', { isRequired: true })
    expect(reason(null, required)).toBe('c is required (NOT NULL, no default)')
    expect(reason('', required)).toBe('c is required (NOT NULL, no default)')
    expect(checkValue('', column('int4'))).toEqual({ ok: true, value: null })
    const base = { name: 'n', data_type: 'integer', format: 'int4', is_nullable: false, is_identity: false, default_value: null, enums: [] }
    expect(toImportColumn(base).isRequired).toBe(true)
    expect(toImportColumn({ ...base, default_value: "nextval('s')" }).isRequired).toBe(false)
    expect(toImportColumn({ ...base, is_identity: true }).isRequired).toBe(false)
    expect(toImportColumn({ ...base, data_type: 'ARRAY', format: '_int4' })).toMatchObject({ kind: 'int4', isArray: true })
    expect(toImportColumn({ ...base, data_type: 'USER-DEFINED', format: 'mood', enums: ['a'] }).kind).toBe('enum')
  })
})

describe('import column mapping', () => {
  it('matches headers by name, ignoring case, spaces and separators, each column once', () => {
    expect(autoMapHeaders(['ID', 'First Name', 'first_name', 'other'], ['id', 'first_name'])).toEqual(['id', 'first_name', null, null])
    expect(remapHeader(['id', null], 1, 'id')).toEqual([null, 'id'])
    expect(mappingProblem([null, null], [])).toBe('Map at least one CSV column to a table column')
    expect(mappingProblem(['id', null], ['id', 'name'])).toBe('Map a CSV column to name: it is required (NOT NULL, no default)')
    expect(mappingProblem(['id', 'name'], ['id', 'name'])).toBeNull()
  })
})

describe('import SQL', () => {
  const target = { schema: 'public', table: 'my "t"', staging: stagingTableName('00ff'), columns: ['id', 'na me'] }

  it('stages with the target types, inserts batches with literals, moves in one transaction in file order', () => {
    expect(createStagingSql(target)).toBe(
      'begin;\ncreate unlogged table "public"."dashboard_import_00ff" as select 0::int4 as "__import_line", "id", "na me" ' +
        'from "public"."my ""t""" with no data;\n' +
        `comment on table "public"."dashboard_import_00ff" is 'CSV import into public.my "t" in progress (safe to drop)';\ncommit;`
    )
    expect(insertBatchSql(target, [{ line: 2, values: ['1', "O'Neil"] }, { line: 4, values: ['2', null] }])).toBe(
      'insert into "public"."dashboard_import_00ff" ("__import_line", "id", "na me") values\n' + "(2, '1', 'O''Neil'),\n(4, '2', NULL)"
    )
    expect(finishImportSql({ ...target, overridesIdentity: true })).toBe(
      'begin;\ninsert into "public"."my ""t""" ("id", "na me") overriding system value select "id", "na me" ' +
        'from "public"."dashboard_import_00ff" order by "__import_line";\ndrop table "public"."dashboard_import_00ff";\ncommit;'
    )
  })
})

describe('new table type inference', () => {
  it('picks the narrowest type every sampled value passes, text otherwise', async () => {
    const { inferColumnType, inferColumns, createTableSql } = await import('@/lib/table-editor/import/type-inference')
    expect(inferColumnType(['1', '-20', null, ''])).toBe('bigint')
    expect(inferColumnType(['1', '2.5'])).toBe('numeric')
    expect(inferColumnType(['0', '1'])).toBe('bigint')
    expect(inferColumnType(['true', 'F'])).toBe('boolean')
    expect(inferColumnType(['2024-01-01', '2024-02-29'])).toBe('date')
    expect(inferColumnType(['2024-01-01 10:00:00', '2024-01-01'])).toBe('timestamptz')
    expect(inferColumnType(['0f8fad5b-d9cb-469f-a165-70867728950e'])).toBe('uuid')
    expect(inferColumnType(['{"a":1}', '[1]'])).toBe('jsonb')
    expect(inferColumnType(['12', 'twelve'])).toBe('text')
    expect(inferColumnType([null, ''])).toBe('text')
    const columns = inferColumns(['id', ' Full name '], [
      { line: 2, fields: ['1', 'Ann'] },
      { line: 3, fields: ['2', null] },
    ])
    expect(columns).toEqual([
      { name: 'id', type: 'bigint' },
      { name: 'Full name', type: 'text' },
    ])
    expect(createTableSql('public', 'new "t"', columns)).toBe('create table "public"."new ""t""" (\n  "id" bigint,\n  "Full name" text\n)')
  })
})
