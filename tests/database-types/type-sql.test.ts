import { describe, expect, it } from 'vitest'

import {
  buildCreateCompositeSql,
  buildCreateDomainSql,
  EMPTY_DOMAIN,
  validateCompositeDraft,
  validateDomainDraft,
} from '@/lib/database-types/type-sql'

describe('domain SQL', () => {
  it('builds the base type with default, not null and check in that order', () => {
    expect(buildCreateDomainSql('public', { name: 'email', baseType: 'text', isNotNull: true, defaultValue: "''", check: "VALUE ~ '@'" })).toBe(
      "create domain public.email as text\n  default ''\n  not null\n  check (VALUE ~ '@')"
    )
  })

  it('quotes the schema and name, leaves out empty clauses and trims what the user typed', () => {
    expect(buildCreateDomainSql('My Schema', { ...EMPTY_DOMAIN, name: ' Price "EUR" ', baseType: ' numeric(10,2) ' })).toBe(
      'create domain "My Schema"."Price ""EUR""" as numeric(10,2)'
    )
  })

  it('asks for a name and a base type', () => {
    expect(validateDomainDraft(EMPTY_DOMAIN)).toBe('Give the domain a name.')
    expect(validateDomainDraft({ ...EMPTY_DOMAIN, name: 'email' })).toBe('Give the type the domain is based on.')
    expect(validateDomainDraft({ ...EMPTY_DOMAIN, name: 'email', baseType: 'text' })).toBeNull()
  })
})

describe('composite type SQL', () => {
  it('lists the attributes, quoting names that need it and dropping wholly empty rows', () => {
    const attributes = [
      { name: 'street', type: 'text' },
      { name: '', type: '' },
      { name: 'Zip "Code"', type: 'varchar(10)' },
    ]
    expect(buildCreateCompositeSql({ schema: 'public', name: 'address' }, attributes)).toBe(
      'create type public.address as (\n  street text,\n  "Zip ""Code""" varchar(10)\n)'
    )
    expect(validateCompositeDraft('address', attributes)).toBeNull()
  })

  it('asks for a name, at least one attribute, and a name and a type for each, once', () => {
    expect(validateCompositeDraft('', [{ name: 'a', type: 'int' }])).toBe('Give the type a name.')
    expect(validateCompositeDraft('t', [{ name: '', type: '' }])).toBe('Give the type at least one attribute.')
    expect(validateCompositeDraft('t', [{ name: '', type: 'int' }])).toBe('Name every attribute.')
    expect(validateCompositeDraft('t', [{ name: 'a', type: ' ' }])).toBe('Give every attribute a type.')
    expect(validateCompositeDraft('t', [{ name: 'a', type: 'int' }, { name: ' a ', type: 'text' }])).toBe('Each attribute name can appear only once.')
  })
})
