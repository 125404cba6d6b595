import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildFilterCondition, FilterError } from '@/lib/table-editor/filters'
import { buildDeleteRowsSql, buildInsertRowSql, buildUpdateRowSql } from '@/lib/table-editor/row-mutations'
import {
  columnKind,
  encodeEditValue,
  NULL_EDIT_VALUE,
  textEditValue,
  toEditValue,
  toPgArrayLiteral,
} from '@/lib/table-editor/value-encoding'

import { createTestDatabase } from './pglite'

const TABLE = { schema: 'public', table: 'notes' }
const KEY = { primaryKey: [{ column: 'id', kind: 'number' as const }] }

function sqlOf(result: ReturnType<typeof encodeEditValue>): string {
  if (!result.ok) throw new Error(result.error)
  return result.sql
}

describe('edit values → SQL', () => {
  it('keeps NULL and the empty string apart', () => {
    expect(sqlOf(encodeEditValue(NULL_EDIT_VALUE, 'text'))).toBe('NULL')
    expect(sqlOf(encodeEditValue(textEditValue(''), 'text'))).toBe("''")
    expect(buildUpdateRowSql(TABLE, KEY, { id: 1 }, [{ column: 'body', sql: "''" }])).toBe(
      `update "public"."notes" set "body" = '' where "id" = '1' returning *`
    )
    expect(buildUpdateRowSql(TABLE, KEY, { id: 1 }, [{ column: 'body', sql: 'NULL' }])).toBe(
      `update "public"."notes" set "body" = NULL where "id" = '1' returning *`
    )
  })

  it('starts editors from NULL for a stored null, and from text otherwise', () => {
    expect(toEditValue(null, 'text')).toEqual({ kind: 'null' })
    expect(toEditValue('', 'text')).toEqual({ kind: 'text', text: '' })
    expect(toEditValue({ a: 1 }, 'json')).toEqual({ kind: 'text', text: '{\n  "a": 1\n}' })
    expect(toEditValue([1, 2], 'array')).toEqual({ kind: 'text', text: '[1,2]' })
    expect(toEditValue(false, 'boolean')).toEqual({ kind: 'text', text: 'false' })
  })

  it('validates JSON and booleans instead of sending them', () => {
    expect(encodeEditValue(textEditValue('{"a": }'), 'json')).toMatchObject({ ok: false })
    expect(encodeEditValue(textEditValue('  '), 'json')).toEqual({
      ok: false,
      error: 'Enter a JSON value, or set the value to NULL',
    })
    expect(sqlOf(encodeEditValue(textEditValue('{"big": 12345678901234567890}'), 'json'))).toBe(
      `'{"big": 12345678901234567890}'`
    )
    expect(encodeEditValue(textEditValue('yes'), 'boolean')).toMatchObject({ ok: false })
    expect(sqlOf(encodeEditValue(textEditValue('true'), 'boolean'))).toBe('true')
  })

  it('classifies pg-meta column types', () => {
    const column = (data_type: string, format = data_type, enums: string[] = []) => ({ data_type, format, enums })
    expect(columnKind(column('jsonb'))).toBe('json')
    expect(columnKind(column('boolean', 'bool'))).toBe('boolean')
    expect(columnKind(column('ARRAY', '_int4'))).toBe('array')
    expect(columnKind(column('USER-DEFINED', 'mood', ['sad', 'ok']))).toBe('enum')
    expect(columnKind(column('bigint', 'int8'))).toBe('number')
    expect(columnKind(column('text'))).toBe('text')
  })

  it('builds inserts with defaults and deletes by primary key', () => {
    expect(buildInsertRowSql(TABLE, [])).toBe('insert into "public"."notes" default values returning *')
    expect(buildInsertRowSql(TABLE, [{ column: 'body', sql: "'hi'" }])).toBe(
      `insert into "public"."notes" ("body") values ('hi') returning *`
    )
    expect(buildDeleteRowsSql(TABLE, KEY, [{ id: 1 }, { id: '9007199254740993' }])).toBe(
      `delete from "public"."notes" where ("id" = '1') or ("id" = '9007199254740993')`
    )
    expect(() => buildDeleteRowsSql(TABLE, { primaryKey: [] }, [{ id: 1 }])).toThrow()
  })

  it('refuses malformed filters', () => {
    expect(() => buildFilterCondition({ column: 'a', operator: 'is', value: 'maybe' })).toThrow(FilterError)
    expect(buildFilterCondition({ column: 'a', operator: 'is', value: 'NULL' })).toBe('"a" is null')
    expect(buildFilterCondition({ column: 'n', operator: 'ilike', value: '%x%' })).toBe(`"n"::text ilike '%x%'`)
  })
})

describe('edits stored by Postgres', () => {
  let db: PGlite

  beforeAll(async () => {
    db = await createTestDatabase()
    await db.exec(`create table notes (id int primary key, body text, doc jsonb, tags text[], flag boolean);
      insert into notes (id) values (1)`)
  })
  afterAll(async () => {
    await db.close()
  })

  async function update(column: string, sql: string) {
    await db.exec(buildUpdateRowSql(TABLE, KEY, { id: 1 }, [{ column, sql }]))
    const { rows } = await db.query<Record<string, unknown>>(`select ${column} as v, ${column} is null as is_null from notes`)
    return rows[0]
  }

  it('stores an empty string as an empty string and NULL as NULL', async () => {
    expect(await update('body', sqlOf(encodeEditValue(textEditValue(''), 'text')))).toEqual({ v: '', is_null: false })
    expect(await update('body', sqlOf(encodeEditValue(NULL_EDIT_VALUE, 'text')))).toEqual({ v: null, is_null: true })
  })

  it('stores JSON null as JSON, distinct from SQL NULL', async () => {
    await db.exec(buildUpdateRowSql(TABLE, KEY, { id: 1 }, [{ column: 'doc', sql: sqlOf(encodeEditValue(textEditValue('null'), 'json')) }]))
    const { rows } = await db.query('select doc is null as is_null, jsonb_typeof(doc) as kind from notes')
    expect(rows).toEqual([{ is_null: false, kind: 'null' }])
  })

  it('stores arrays given as JSON, with quotes, backslashes and nulls intact', async () => {
    const values = ['a "quoted" word', 'back\\slash', null, 'comma, inside', '{braces}', 'NULL']
    expect(toPgArrayLiteral([1, [2, 3]])).toBe('{1,{2,3}}')
    const row = await update('tags', sqlOf(encodeEditValue(textEditValue(JSON.stringify(values)), 'array')))
    expect(row.v).toEqual(values)
  })

  it('stores booleans', async () => {
    expect(await update('flag', sqlOf(encodeEditValue(textEditValue('false'), 'boolean')))).toEqual({ v: false, is_null: false })
  })
})
