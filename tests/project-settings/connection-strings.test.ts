import { describe, expect, it } from 'vitest'

import { connectionString, partsFromUrl, PASSWORD_PLACEHOLDER } from '@/lib/project-settings/connection-strings'
import { apiUrlOf, partitionApiKeys } from '@/lib/project-settings/api-keys'

const parts = { user: 'postgres.ref', host: 'db.example.test', port: 6543, database: 'postgres' }

describe('connection strings', () => {
  it('writes every format with the password placeholder, never a password', () => {
    expect(connectionString('URI', parts)).toBe(`postgresql://postgres.ref:${PASSWORD_PLACEHOLDER}@db.example.test:6543/postgres`)
    expect(connectionString('psql', parts)).toBe('psql -h db.example.test -p 6543 -d postgres -U postgres.ref')
    expect(connectionString('JDBC', parts)).toBe(
      `jdbc:postgresql://db.example.test:6543/postgres?user=postgres.ref&password=${PASSWORD_PLACEHOLDER}`
    )
    expect(connectionString('.NET', parts)).toBe(
      `Host=db.example.test;Port=6543;Database=postgres;Username=postgres.ref;Password=${PASSWORD_PLACEHOLDER}`
    )
    expect(connectionString('Python', parts)).toBe(
      `user=postgres.ref password=${PASSWORD_PLACEHOLDER} host=db.example.test port=6543 dbname=postgres`
    )
    expect(connectionString('Go', parts)).toBe(`postgres://postgres.ref:${PASSWORD_PLACEHOLDER}@db.example.test:6543/postgres`)
  })

  it('escapes names that need it in each format', () => {
    const odd = { ...parts, user: "o'brien", database: 'my db;x' }
    expect(connectionString('URI', odd)).toContain("o'brien:")
    expect(connectionString('URI', odd)).toContain('/my%20db%3Bx')
    expect(connectionString('Python', odd)).toContain("user='o\\'brien'")
    expect(connectionString('.NET', odd)).toContain('Database="my db;x"')
  })

  it('reads a configured URL without its password', () => {
    expect(partsFromUrl('postgres://admin:s3cret@10.0.0.5:5433/app')).toEqual({ user: 'admin', host: '10.0.0.5', port: 5433, database: 'app' })
    expect(partsFromUrl('mysql://x@y/z')).toBeNull()
    expect(partsFromUrl('not a url')).toBeNull()
  })
})

describe('API settings', () => {
  it('tells the anon key from the service_role key by tag, then by name', () => {
    expect(partitionApiKeys([{ name: 'anon key', api_key: 'a', tags: 'anon' }, { name: 'service_role key', api_key: 's', tags: 'service_role' }])).toEqual({
      anon: 'a',
      serviceRole: 's',
    })
    expect(partitionApiKeys([{ name: 'service_role key', api_key: 's' }])).toEqual({ anon: null, serviceRole: 's' })
    expect(partitionApiKeys(undefined)).toEqual({ anon: null, serviceRole: null })
  })

  it('adds a scheme to the endpoint host', () => {
    expect(apiUrlOf({ app_config: { endpoint: 'abc.supabase.co' } })).toBe('https://abc.supabase.co')
    expect(apiUrlOf({ app_config: { endpoint: 'http://localhost:8000' } })).toBe('http://localhost:8000')
    expect(apiUrlOf({ app_config: { endpoint: '' } })).toBeNull()
  })
})
