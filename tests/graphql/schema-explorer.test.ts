import { describe, expect, it } from 'vitest'

import {
  findType,
  namedTypeName,
  possibleTypeNames,
  responseErrorMessage,
  rootTypes,
  schemaFromResponse,
  searchSchema,
  typeMembers,
  typeRefLabel,
  visibleTypes,
} from '@/lib/graphql/schema-explorer'

import { pgGraphqlIntrospection } from './pg-graphql-schema'

const schema = pgGraphqlIntrospection().__schema

function member(typeName: string, name: string) {
  const type = findType(schema, typeName)
  if (!type) throw new Error(`no type ${typeName}`)
  const found = typeMembers(type).find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no member ${typeName}.${name}`)
  return found
}

describe('the GraphiQL schema explorer', () => {
  it('writes type references as GraphQL does and finds the named type under the wrappers', () => {
    const orderBy = member('Query', 'petsCollection').args.find((argument) => argument.name === 'orderBy')
    expect(orderBy).toMatchObject({ type: '[PetsOrderBy!]', typeName: 'PetsOrderBy' })
    const edges = member('PetsConnection', 'edges')
    expect(edges).toMatchObject({ type: '[PetsEdge!]!', typeName: 'PetsEdge' })
    expect(typeRefLabel({ kind: 'SCALAR', name: 'Int' })).toBe('Int')
    expect(namedTypeName({ kind: 'NON_NULL', ofType: { kind: 'LIST', ofType: { kind: 'OBJECT', name: 'Pets' } } })).toBe('Pets')
  })

  it('lists the root operations the schema has', () => {
    expect(rootTypes(schema)).toEqual([
      { operation: 'query', typeName: 'Query' },
      { operation: 'mutation', typeName: 'Mutation' },
    ])
  })

  it("shows an object's fields with arguments, an input's fields, an enum's values and deprecations", () => {
    expect(member('Query', 'petsCollection')).toMatchObject({
      description: 'A pagable collection of type `Pets`',
      type: 'PetsConnection',
      args: [
        { name: 'first', type: 'Int' },
        { name: 'after', type: 'Cursor' },
        { name: 'filter', type: 'PetsFilter' },
        { name: 'orderBy', type: '[PetsOrderBy!]' },
      ],
    })
    expect(typeMembers(findType(schema, 'PetsInsertInput')!).map((field) => `${field.name}: ${field.type}`)).toEqual([
      'title: String',
      'done: Boolean',
    ])
    expect(typeMembers(findType(schema, 'OrderByDirection')!).map((value) => value.name)).toEqual([
      'AscNullsFirst',
      'AscNullsLast',
      'DescNullsFirst',
      'DescNullsLast',
    ])
    expect(member('Pets', 'done').deprecationReason).toBe('Use status')
    expect(member('Pets', 'title').deprecationReason).toBeNull()
    expect(possibleTypeNames(findType(schema, 'Node')!)).toEqual(['Pets'])
  })

  it('leaves the introspection system types out of the type list', () => {
    const names = visibleTypes(schema).map((type) => type.name)
    expect(names).toContain('Pets')
    expect(names.some((name) => name.startsWith('__'))).toBe(false)
  })

  it('searches type names first, then fields, case-insensitively and within a limit', () => {
    expect(searchSchema(schema, 'insert')).toEqual([
      { typeName: 'PetsInsertInput', memberName: null },
      { typeName: 'PetsInsertResponse', memberName: null },
      { typeName: 'Mutation', memberName: 'insertIntoPetsCollection' },
    ])
    expect(searchSchema(schema, 'TOTALCOUNT')).toEqual([{ typeName: 'PetsConnection', memberName: 'totalCount' }])
    expect(searchSchema(schema, 'pets', 2)).toHaveLength(2)
    expect(searchSchema(schema, '   ')).toEqual([])
  })

  it('reads the schema out of a pg_graphql response, and its errors when there is none', () => {
    expect(schemaFromResponse({ data: pgGraphqlIntrospection() })?.queryType.name).toBe('Query')
    expect(schemaFromResponse({ data: null, errors: [{ message: 'boom' }] })).toBeNull()
    expect(schemaFromResponse('not json')).toBeNull()
    expect(responseErrorMessage({ errors: [{ message: 'Unknown field' }, { message: 'Parse error' }] })).toBe('Unknown field; Parse error')
    expect(responseErrorMessage({ data: {} })).toBeNull()
  })
})
