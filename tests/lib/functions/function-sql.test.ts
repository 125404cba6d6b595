import { describe, expect, it } from 'vitest'

import type { PgFunction } from '@/lib/api/types'
import { buildCreateFunctionSql, buildDropFunctionSql, buildReplaceFunctionStatements, type FunctionDraft } from '@/lib/functions/function-sql'
import { functionToDraft } from '@/lib/functions/parse-arguments'
import { inTransaction } from '@/lib/sql/transaction'

import { callRoute } from '@/tests/server/helpers/routes'
import { DEFAULT_PROJECT, withSelfHostedDatabase } from '@/tests/server/helpers/self-hosted-database'
import { TEST_BACKENDS } from '@/tests/server/helpers/test-databases'

const SCHEMA = `fn "sch"; x`
const NAME = `Split "name"; drop`

const loadRoutes = async () => ({ functions: (await import('@/app/api/platform/pg-meta/[ref]/functions/route')).GET })
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

const draft: FunctionDraft = {
  schema: SCHEMA,
  name: NAME,
  args: [
    { mode: 'in', name: 'full "name"', type: 'text', defaultValue: "'ada lovelace'" },
    { mode: 'out', name: 'first', type: 'text', defaultValue: '' },
    { mode: 'out', name: 'rest', type: 'text', defaultValue: '' },
  ],
  returns: '',
  language: 'sql',
  behavior: 'IMMUTABLE',
  isSecurityDefiner: true,
  searchPath: "''",
  // The body holds the default dollar-quote tag: the builder must pick another.
  body: `select split_part("full ""name""", ' ', 1), substr("full ""name""", strpos("full ""name""", ' ') + 1) -- $function$`,
}

describe.each(TEST_BACKENDS)('function SQL with hostile names on $name', ({ name }) => {
  const database = withSelfHostedDatabase(name, loadRoutes, { setupSql: `create schema ${ident(SCHEMA)}` })
  const { sql } = database
  const listed = async () => {
    const response = await callRoute(database.routes.functions, 'GET', `/pg-meta/default/functions?included_schemas=${encodeURIComponent(SCHEMA)}`, DEFAULT_PROJECT)
    expect(response.status).toBe(200)
    return response.body as PgFunction[]
  }

  it('creates a function with out arguments that can be called, listed in postgres-meta shape', async () => {
    expect(await sql(inTransaction(buildCreateFunctionSql(draft)))).toMatchObject({ status: 200 })
    const call = await sql(`select * from ${ident(SCHEMA)}.${ident(NAME)}()`)
    expect(call).toMatchObject({ status: 200, body: [{ first: 'ada', rest: 'lovelace' }] })

    const [fn] = await listed()
    expect(fn).toMatchObject({
      schema: SCHEMA,
      name: NAME,
      language: 'sql',
      behavior: 'IMMUTABLE',
      security_definer: true,
      return_type: 'record',
      config_params: { search_path: '""' },
      args: [
        { mode: 'in', name: 'full "name"', has_default: true },
        { mode: 'out', name: 'first', has_default: false },
        { mode: 'out', name: 'rest', has_default: false },
      ],
    })
    // What the editor loads back is what was written.
    const loaded = functionToDraft(fn)
    expect(loaded.args.map(({ mode, name: argName, type }) => ({ mode, name: argName, type }))).toEqual(
      draft.args.map(({ mode, name: argName, type }) => ({ mode, name: argName, type }))
    )
    expect(loaded.searchPath).toBe("''")
    expect(loaded.returns).toBe('')
  })

  it('replaces the body in place, and changes the signature by drop and create in one transaction', async () => {
    const [fn] = await listed()
    const initial = functionToDraft(fn)
    const edited = { ...initial, body: `select 'x'::text, 'y'::text` }
    expect(await sql(inTransaction(buildReplaceFunctionStatements(fn, initial, edited)))).toMatchObject({ status: 200 })
    expect(await sql(`select * from ${ident(SCHEMA)}.${ident(NAME)}('a b')`)).toMatchObject({ body: [{ first: 'x', rest: 'y' }] })

    const [current] = await listed()
    const withTable: FunctionDraft = {
      ...edited,
      args: [
        { mode: 'in', name: 'n', type: 'integer', defaultValue: '' },
        { mode: 'table', name: 'value', type: 'integer', defaultValue: '' },
      ],
      body: 'select generate_series(1, n)',
      isSecurityDefiner: false,
      searchPath: 'public, pg_catalog',
    }
    expect(await sql(inTransaction(buildReplaceFunctionStatements(current, edited, withTable)))).toMatchObject({ status: 200 })
    expect(await sql(`select value from ${ident(SCHEMA)}.${ident(NAME)}(3)`)).toMatchObject({ body: [{ value: 1 }, { value: 2 }, { value: 3 }] })
    const functions = await listed()
    expect(functions).toHaveLength(1)
    expect(functions[0]).toMatchObject({ is_set_returning_function: true, args: [{ mode: 'in' }, { mode: 'table', name: 'value' }] })
    expect(functionToDraft(functions[0]).args.map((arg) => arg.mode)).toEqual(['in', 'table'])
  })

  it('a failing replacement leaves the function as it was, and drop removes it', async () => {
    const [fn] = await listed()
    const broken = { ...functionToDraft(fn), body: 'select no_such_column' }
    const failure = await sql(inTransaction(buildReplaceFunctionStatements(fn, functionToDraft(fn), broken)))
    expect(failure.status).toBe(400)
    expect((await listed())[0].definition).toBe(fn.definition)
    expect(await sql(inTransaction(buildDropFunctionSql(fn)))).toMatchObject({ status: 200 })
    expect(await listed()).toEqual([])
  })
})
