import { codePointsToIndex, errorPositionToRange, lineAndColumn } from '@/lib/sql/error-position'
import { buildCompletionNamespace } from '@/lib/sql/completion-schema'
import { explainPlanText, isExplainStatement } from '@/lib/sql/explain-plan'
import { formatSql } from '@/lib/sql/format-sql'
import { csvField, exportFileName, rowsToCsv, rowsToJson } from '@/lib/sql/result-export'
import { cancelRunSql, runTagPrefix } from '@/lib/sql/run-tag'
import { snippetIdFromPath, sortSnippets, sqlEditorPath, toUpsertSnippetBody } from '@/lib/sql/snippet'
import { splitSqlStatements } from '@/lib/sql/split-statements'
import type { Snippet } from '@/lib/api/types'

describe('error position mapping', () => {
  it('marks the word Postgres points at, inside the statement that failed', () => {
    const documentText = 'select 1;\nselect * from missing_table;'
    const [, failed] = splitSqlStatements(documentText)
    // Postgres: position 15 of "select * from missing_table" is the "m" of missing_table.
    const range = errorPositionToRange(documentText, failed.start, failed.text, 15)
    expect(range).not.toBeNull()
    expect(documentText.slice(range!.from, range!.to)).toBe('missing_table')
    expect(lineAndColumn(documentText, range!.from)).toEqual({ line: 2, column: 15 })
  })

  it('discounts the run tag sent ahead of the statement', () => {
    const statement = 'select nope from t'
    const prefix = runTagPrefix('0f0e0d0c-0000-4000-8000-000000000000')
    const range = errorPositionToRange(statement, 0, statement, prefix.length + 8, prefix.length)
    expect(statement.slice(range!.from, range!.to)).toBe('nope')
  })

  it('counts characters as Postgres does, so astral characters do not shift the mark', () => {
    const statement = "select '😀', bad"
    expect(codePointsToIndex(statement, 12)).toBe(13)
    const range = errorPositionToRange(statement, 0, statement, 13)
    expect(statement.slice(range!.from, range!.to)).toBe('bad')
  })

  it('marks a single character for punctuation and nothing for a missing or impossible position', () => {
    const statement = 'select (1'
    expect(errorPositionToRange(statement, 0, statement, 8)).toEqual({ from: 7, to: 8 })
    expect(errorPositionToRange(statement, 0, statement, undefined)).toBeNull()
    expect(errorPositionToRange(statement, 0, statement, 0)).toBeNull()
    expect(errorPositionToRange(statement, 0, statement, 3, 5)).toBeNull()
  })
})

describe('EXPLAIN output', () => {
  it('recognises EXPLAIN behind comments', () => {
    expect(isExplainStatement('-- plan\n/* x */ EXPLAIN analyze select 1')).toBe(true)
    expect(isExplainStatement('select explain from t')).toBe(false)
  })

  it('joins text plans and pretty-prints JSON plans', () => {
    expect(explainPlanText([{ 'QUERY PLAN': 'Seq Scan on t' }, { 'QUERY PLAN': '  Filter: (a > 1)' }])).toBe(
      'Seq Scan on t\n  Filter: (a > 1)'
    )
    expect(explainPlanText([{ 'QUERY PLAN': [{ Plan: { 'Node Type': 'Result' } }] }])).toContain('"Node Type": "Result"')
    expect(explainPlanText([{ other: 1 }])).toBeNull()
  })
})

describe('export encoding', () => {
  it('writes RFC 4180 CSV with NULL empty and empty strings quoted', () => {
    expect(csvField(null)).toBe('')
    expect(csvField('')).toBe('""')
    expect(csvField('a,"b"\nc')).toBe('"a,""b""\nc"')
    expect(csvField({ a: [1] })).toBe('"{""a"":[1]}"')
    expect(rowsToCsv(['id', 'name'], [{ id: 1, name: 'x' }, { id: 2, name: null }])).toBe('id,name\r\n1,x\r\n2,\r\n')
  })

  it('writes a JSON array that parses back to the rows', () => {
    const rows = [{ id: 1, tags: ['a'] }, { id: 2, tags: [] }]
    expect(JSON.parse(rowsToJson(rows))).toEqual(rows)
    expect(JSON.parse(rowsToJson([]))).toEqual([])
  })

  it('names files after the format and the time', () => {
    expect(exportFileName('csv', new Date('2025-01-31T12:34:56.789Z'))).toBe('query-results-2025-01-31T12-34-56.csv')
  })
})

describe('completion names', () => {
  it('lists user schemas, tables and columns, leaving system schemas out', () => {
    const namespace = buildCompletionNamespace(
      [{ name: 'public' }, { name: 'empty' }, { name: 'pg_catalog' }],
      [
        { schema: 'public', name: 'todos', columns: [{ name: 'id' }, { name: 'title' }] },
        { schema: 'auth', name: 'users', columns: [{ name: 'id' }] },
        { schema: 'information_schema', name: 'tables' },
      ]
    )
    expect(namespace).toEqual({ public: { todos: ['id', 'title'] }, empty: {}, auth: { users: ['id'] } })
  })
})

describe('snippets', () => {
  const snippet = (name: string, inserted_at: string): Snippet => ({
    id: name,
    name,
    type: 'sql',
    visibility: 'project',
    favorite: true,
    description: 'kept',
    content: { sql: 'select 1', schema_version: '1.0' },
    inserted_at,
    updated_at: inserted_at,
  })

  it('builds the upsert body, keeping the settings of the snippet it updates', () => {
    expect(toUpsertSnippetBody({ id: 'x', name: '  ', sql: 'select 2' })).toEqual({
      id: 'x',
      name: 'Untitled query',
      description: null,
      type: 'sql',
      visibility: 'user',
      favorite: false,
      content: { sql: 'select 2', schema_version: '1.0' },
    })
    expect(toUpsertSnippetBody({ id: 'x', name: 'Mine', sql: '' }, snippet('x', '2025-01-01'))).toMatchObject({
      visibility: 'project',
      favorite: true,
      description: 'kept',
    })
  })

  it('maps paths and ids both ways and sorts by name', () => {
    expect(sqlEditorPath('default', 'new')).toBe('/project/default/sql/new')
    expect(snippetIdFromPath('/project/default/sql/abc-1')).toBe('abc-1')
    expect(snippetIdFromPath('/project/default/editor/1')).toBeNull()
    const sorted = sortSnippets([snippet('query 10', '1'), snippet('Query 2', '2'), snippet('alpha', '3')])
    expect(sorted.map((item) => item.name)).toEqual(['alpha', 'Query 2', 'query 10'])
  })
})

describe('formatting and cancelling', () => {
  it('formats PostgreSQL, dollar-quoted bodies included', () => {
    expect(formatSql('select a,b from t where x=1')).toBe('select\n  a,\n  b\nfrom\n  t\nwhere\n  x = 1')
    expect(formatSql('select $$a;b$$::text')).toContain('$$a;b$$')
  })

  it('cancels only backends running the tagged statement, and refuses tags that are not UUIDs', () => {
    const tag = '0f0e0d0c-0000-4000-8000-000000000000'
    expect(cancelRunSql(tag)).toContain(`'%dashboard-run:${tag}%'`)
    expect(cancelRunSql(tag)).toContain('pg_cancel_backend')
    expect(() => cancelRunSql("x' or true --")).toThrow()
  })
})
