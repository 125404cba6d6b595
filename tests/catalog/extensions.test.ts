import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { DEPRECATED_IN_PG17, TAGS } from '@/lib/catalog/extension-entry'
import { EXTENSIONS, extensionDocsUrl, findExtension, isDeprecatedIn, productUrlFor } from '@/lib/catalog/extensions'
import { extensionSchema } from '@/lib/catalog/schemas/extensions-schema'

// SPEC §3: the catalogue includes at least these.
const SPEC_NAMES = [
  'address_standardizer',
  'amcheck',
  'bloom',
  'citext',
  'dblink',
  'hstore',
  'hypopg',
  'http',
  'index_advisor',
  'pg_cron',
  'pg_graphql',
  'pg_net',
  'pg_stat_statements',
  'pgaudit',
  'pgcrypto',
  'pgjwt',
  'pgroonga',
  'pgrouting',
  'pgsodium',
  'pgtap',
  'plv8',
  'postgis',
  'postgres_fdw',
  'rum',
  'timescaledb',
  'uuid-ossp',
  'vector',
  'pg_repack',
  'wrappers',
]

describe('extension catalogue', () => {
  it('has about 70 uniquely named entries, sorted by name, passing the schema', () => {
    expect(EXTENSIONS.length).toBeGreaterThanOrEqual(65)
    expect(EXTENSIONS.length).toBeLessThanOrEqual(80)
    const names = EXTENSIONS.map((entry) => entry.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual([...names].sort())
    expect(() => z.array(extensionSchema).parse(EXTENSIONS)).not.toThrow()
  })

  it('includes every extension the SPEC names', () => {
    expect(EXTENSIONS.map((entry) => entry.name)).toEqual(expect.arrayContaining(SPEC_NAMES))
  })

  it('exports the 14 SPEC tags and uses only those', () => {
    expect(TAGS).toEqual([
      'Utility',
      'Dataset',
      'Admin',
      'Index',
      'Data Type',
      'Search',
      'Geo',
      'Audit',
      'Notifications',
      'Cryptography',
      'Language',
      'Testing',
      'Time Series',
      'AI',
    ])
    for (const entry of EXTENSIONS) {
      expect(entry.tags.length).toBeGreaterThan(0)
      for (const tag of entry.tags) expect(TAGS).toContain(tag)
    }
  })

  it('marks exactly pgjwt, plcoffee, plls, plv8 and timescaledb deprecated in Postgres 17', () => {
    expect(DEPRECATED_IN_PG17).toEqual(['pgjwt', 'plcoffee', 'plls', 'plv8', 'timescaledb'])
    const deprecated = EXTENSIONS.filter((entry) => entry.deprecated !== undefined)
    expect(deprecated.map((entry) => entry.name)).toEqual([...DEPRECATED_IN_PG17])
    for (const entry of deprecated) expect(entry.deprecated).toEqual(['17'])
    expect(isDeprecatedIn(findExtension('plv8')!, 17)).toBe(true)
    expect(isDeprecatedIn(findExtension('plv8')!, 15)).toBe(false)
    expect(isDeprecatedIn(findExtension('postgis')!, 17)).toBe(false)
  })

  it('links the SPEC products, and only those', () => {
    const products = Object.fromEntries(
      EXTENSIONS.filter((entry) => entry.product_url !== null).map((entry) => [entry.name, entry.product_url])
    )
    expect(products).toEqual({
      index_advisor: '/project/{ref}/advisors/query-performance',
      pg_cron: '/project/{ref}/integrations/cron',
      pg_graphql: '/project/{ref}/api/graphiql',
      pg_net: '/project/{ref}/database/hooks',
      pg_stat_statements: '/project/{ref}/advisors/query-performance',
      pgsodium: '/project/{ref}/settings/vault/secrets',
      wrappers: '/project/{ref}/database/wrappers',
    })
    for (const entry of EXTENSIONS) expect(entry.product === null).toBe(entry.product_url === null)
  })

  it('fills the project ref into product links', () => {
    expect(productUrlFor(findExtension('pg_cron')!, 'abcd1234')).toBe('/project/abcd1234/integrations/cron')
    expect(productUrlFor(findExtension('pgsodium')!, 'abcd1234')).toBe('/project/abcd1234/settings/vault/secrets')
    expect(productUrlFor(findExtension('citext')!, 'abcd1234')).toBeNull()
  })

  it('shapes our docs links as /guides/database/extensions/{name}', () => {
    const ownDocs = EXTENSIONS.filter((entry) => entry.link?.startsWith('/'))
    expect(ownDocs.length).toBeGreaterThan(15)
    for (const entry of ownDocs) expect(entry.link).toBe(`/guides/database/extensions/${entry.name}`)
    expect(findExtension('pg_cron')!.link).toBe('/guides/database/extensions/pg_cron')
    expect(extensionDocsUrl(findExtension('postgis')!, 'https://docs.example.com/docs/')).toBe(
      'https://docs.example.com/docs/guides/database/extensions/postgis'
    )
    expect(extensionDocsUrl(findExtension('citext')!, 'https://docs.example.com/docs')).toBe(
      'https://www.postgresql.org/docs/current/citext.html'
    )
  })

  it('rejects an entry with a tag outside the list', () => {
    const entry = { ...findExtension('vector')!, tags: ['Machine Learning'] }
    expect(extensionSchema.safeParse(entry).success).toBe(false)
  })
})
