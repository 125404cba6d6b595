import { describe, expect, it } from 'vitest'

import {
  buildCreateForeignServerSql,
  buildCreateForeignTableSql,
  buildDropForeignServerSql,
  buildDropForeignTableSql,
  EMPTY_FOREIGN_TABLE,
  isTypeName,
  validateForeignServer,
  validateForeignTable,
} from '@/lib/wrappers/wrapper-ddl'

describe('wrapper DDL', () => {
  it('creates a server with option names as identifiers and values as literals', () => {
    expect(
      buildCreateForeignServerSql({
        name: 'Stripe Server',
        wrapper: 'stripe_wrapper',
        options: [{ name: 'api_key_id', value: "k'1" }, { name: 'API url', value: 'https://api.stripe.com/v1' }, { name: '', value: '' }],
      })
    ).toBe(`create server "Stripe Server"\nforeign data wrapper stripe_wrapper\noptions (api_key_id 'k''1', "API url" 'https://api.stripe.com/v1')`)
    expect(buildCreateForeignServerSql({ name: 's', wrapper: 'file_fdw', options: [] })).toBe('create server s\nforeign data wrapper file_fdw')
  })

  it('creates a foreign table with its columns, server and options', () => {
    expect(
      buildCreateForeignTableSql({
        schema: 'stripe',
        name: 'Customers',
        server: 'Stripe Server',
        columns: [{ name: 'id', type: 'text' }, { name: 'created', type: 'timestamp with time zone' }, { name: '', type: '' }],
        options: [{ name: 'object', value: 'customers' }],
      })
    ).toBe(`create foreign table stripe."Customers" (\n  id text,\n  created timestamp with time zone\n)\nserver "Stripe Server"\noptions (object 'customers')`)
  })

  it('drops servers and foreign tables by quoted name', () => {
    expect(buildDropForeignServerSql('a"b')).toBe('drop server "a""b"')
    expect(buildDropForeignTableSql('public', 'Remote')).toBe('drop foreign table public."Remote"')
  })

  it.each(['text', 'bigint', 'numeric(10,2)', 'character varying(255)', 'text[]', 'timestamp(3) with time zone', 'public.my_enum', 'double precision'])(
    'takes %s as a type',
    (type) => expect(isTypeName(type)).toBe(true)
  )

  it.each(['', 'text; drop table x', "text default 'a'", 'int)', 'now()'])('refuses %j as a type', (type) => expect(isTypeName(type)).toBe(false))

  it('names the field that stops the change', () => {
    expect(validateForeignServer({ name: '', wrapper: '', options: [{ name: '', value: 'x' }] })).toEqual({
      name: 'Give the server a name.',
      wrapper: 'Choose the wrapper the server uses.',
      options: 'Every option needs a name.',
    })
    expect(validateForeignTable({ ...EMPTY_FOREIGN_TABLE, columns: [{ name: 'id', type: 'text; drop' }] })).toEqual({
      name: 'Give the table a name.',
      server: 'Choose the server the table reads from.',
      columns: '"text; drop" is not a type name (for example text, bigint, numeric(10,2), timestamptz, text[]).',
    })
    expect(validateForeignTable({ ...EMPTY_FOREIGN_TABLE, name: 't', server: 's', columns: [] }).columns).toBe('Add at least one column.')
  })
})
