import { describe, expect, it } from 'vitest'

import type { PgType } from '@/lib/api/types'
import {
  buildAddEnumValueSql,
  buildCreateCompositeSql,
  buildCreateDomainSql,
  buildCreateEnumSql,
  buildDropTypeSql,
  buildRenameEnumValueSql,
} from '@/lib/database-types/type-sql'
import { inTransaction } from '@/lib/sql/transaction'

import { callRoute } from '@/tests/server/helpers/routes'
import { DEFAULT_PROJECT, withSelfHostedDatabase } from '@/tests/server/helpers/self-hosted-database'
import { TEST_BACKENDS } from '@/tests/server/helpers/test-databases'

const SCHEMA = `ty"pes; x`
const TYPE = { schema: SCHEMA, name: `Mo'od "e"` }
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

const loadRoutes = async () => ({ types: (await import('@/app/api/platform/pg-meta/[ref]/types/route')).GET })
const project = DEFAULT_PROJECT

describe.each(TEST_BACKENDS)('enum SQL with hostile names on $name', ({ name }) => {
  const database = withSelfHostedDatabase(name, loadRoutes, { setupSql: `create schema ${ident(SCHEMA)}` })
  const { sql } = database
  const enums = async () => {
    const response = await callRoute(database.routes.types, 'GET', `/pg-meta/default/types?included_schemas=${encodeURIComponent(SCHEMA)}`, project)
    expect(response.status).toBe(200)
    return (response.body as PgType[]).filter((type) => type.schema === SCHEMA)
  }

  it('creates an enum, adds and renames values, and drops it', async () => {
    expect(await sql(inTransaction(buildCreateEnumSql(TYPE, ["it's ok", 'sad\\ish'])))).toMatchObject({ status: 200 })
    expect(await enums()).toMatchObject([{ name: TYPE.name, kind: 'enum', enums: ["it's ok", 'sad\\ish'] }])
    expect(await sql(inTransaction(buildAddEnumValueSql(TYPE, 'happy "very"', "it's ok")))).toMatchObject({ status: 200 })
    expect(await sql(inTransaction(buildRenameEnumValueSql(TYPE, 'sad\\ish', 'blue')))).toMatchObject({ status: 200 })
    expect((await enums())[0].enums).toEqual(["it's ok", 'happy "very"', 'blue'])
    const duplicate = await sql(inTransaction(buildAddEnumValueSql(TYPE, 'blue')))
    expect(duplicate.status).toBe(400)
    expect(await sql(inTransaction(buildDropTypeSql(TYPE)))).toMatchObject({ status: 200 })
    expect(await enums()).toEqual([])
  })
  it('creates a domain with its check and a composite type over it, then drops both', async () => {
    const domain = { schema: SCHEMA, name: `Em"ail's; x` }
    const domainSql = buildCreateDomainSql(SCHEMA, { name: domain.name, baseType: 'text', isNotNull: true, defaultValue: "'a@b.test'", check: "VALUE ~ '@'" })
    expect(await sql(inTransaction(domainSql))).toMatchObject({ status: 200 })
    expect(await sql(`select 'nope'::${ident(SCHEMA)}.${ident(domain.name)}`)).toMatchObject({ status: 400, body: { code: '23514' } })

    const composite = { schema: SCHEMA, name: `Ad"dress (x)` }
    const attributes = [
      { name: `Stre"et`, type: 'text' },
      { name: 'mail', type: `${ident(SCHEMA)}.${ident(domain.name)}` },
    ]
    expect(await sql(inTransaction(buildCreateCompositeSql(composite, attributes)))).toMatchObject({ status: 200 })
    const created = await enums()
    expect(created.find((type) => type.name === domain.name)).toMatchObject({ kind: 'domain', base_type: 'text' })
    expect(created.find((type) => type.name === composite.name)).toMatchObject({ kind: 'composite', attributes: [{ name: `Stre"et` }, { name: 'mail' }] })
    expect(await sql(`select (row('Main St', 'me@x.test')::${ident(SCHEMA)}.${ident(composite.name)}).mail as mail`)).toMatchObject({ status: 200, body: [{ mail: 'me@x.test' }] })

    expect(await sql(inTransaction(buildDropTypeSql(composite)))).toMatchObject({ status: 200 })
    expect(await sql(inTransaction(buildDropTypeSql(domain)))).toMatchObject({ status: 200 })
    expect(await enums()).toEqual([])
  })
})
