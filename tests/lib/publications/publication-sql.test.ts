import { describe, expect, it } from 'vitest'

import type { PgPublication } from '@/lib/api/types'
import { buildPublicationEventSql, buildPublicationTableSql } from '@/lib/publications/publication-sql'
import { inTransaction } from '@/lib/sql/transaction'

import { callRoute } from '@/tests/server/helpers/routes'
import { DEFAULT_PROJECT, withSelfHostedDatabase } from '@/tests/server/helpers/self-hosted-database'
import { TEST_BACKENDS } from '@/tests/server/helpers/test-databases'

const PUBLICATION = `Re"al'time; pub`
const SCHEMA = `Sa"les`
const TABLE = `or'der "lines"`

const loadRoutes = async () => ({ publications: (await import('@/app/api/platform/pg-meta/[ref]/publications/route')).GET })
const project = DEFAULT_PROJECT
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

describe.each(TEST_BACKENDS)('publications with hostile names on $name', ({ name }) => {
  const database = withSelfHostedDatabase(name, loadRoutes, {
    setupSql: `create schema ${ident(SCHEMA)}; create table ${ident(SCHEMA)}.${ident(TABLE)} (id int primary key); create publication ${ident(PUBLICATION)}; create publication everything for all tables`,
  })
  const { sql } = database
  const publication = async () =>
    ((await callRoute(database.routes.publications, 'GET', '/pg-meta/default/publications', project)).body as PgPublication[]).find((candidate) => candidate.name === PUBLICATION)

  it("lists publications in postgres-meta's shape, null tables meaning all of them", async () => {
    const all = (await callRoute(database.routes.publications, 'GET', '/pg-meta/default/publications', project)).body as PgPublication[]
    expect(all.find((candidate) => candidate.name === 'everything')).toMatchObject({ tables: null, publish_insert: true })
    expect(await publication()).toMatchObject({
      owner: expect.any(String),
      publish_insert: true,
      publish_update: true,
      publish_delete: true,
      publish_truncate: true,
      tables: [],
    })
  })

  it('adds a table, narrows the events and drops the table again through the generated SQL', async () => {
    const table = { schema: SCHEMA, name: TABLE }
    expect(await sql(inTransaction(buildPublicationTableSql(PUBLICATION, table, true)))).toMatchObject({ status: 200 })
    const added = await publication()
    expect(added?.tables).toEqual([{ id: expect.any(Number), schema: SCHEMA, name: TABLE }])

    expect(await sql(inTransaction(buildPublicationEventSql(added!, 'update', false)))).toMatchObject({ status: 200 })
    const narrowed = await publication()
    expect(narrowed).toMatchObject({ publish_insert: true, publish_update: false, publish_delete: true, publish_truncate: true })
    expect(await sql(inTransaction(buildPublicationEventSql({ ...narrowed!, publish_insert: false, publish_delete: false, publish_truncate: false }, 'update', false)))).toMatchObject({ status: 200 })
    expect(await publication()).toMatchObject({ publish_insert: false, publish_update: false, publish_delete: false, publish_truncate: false })

    expect(await sql(inTransaction(buildPublicationTableSql(PUBLICATION, table, false)))).toMatchObject({ status: 200 })
    expect((await publication())?.tables).toEqual([])
  })
})
