import { buildSchema, introspectionFromSchema, type IntrospectionQuery } from 'graphql'

/**
 * A schema shaped like the one pg_graphql builds for a `pets` table (a collection query with filter
 * and ordering inputs, a connection type, an insert mutation), introspected the way pg_graphql answers
 * graphql.resolve's introspection query.
 */
export const PG_GRAPHQL_SDL = `
  """The root type for querying data"""
  type Query {
    """A pagable collection of type \`Pets\`"""
    petsCollection(first: Int, after: Cursor, filter: PetsFilter, orderBy: [PetsOrderBy!]): PetsConnection
    node(nodeId: ID!): Node
  }
  type Mutation {
    """Adds one or more \`Pets\` records to the collection"""
    insertIntoPetsCollection(objects: [PetsInsertInput!]!): PetsInsertResponse
  }
  interface Node { nodeId: ID! }
  scalar Cursor
  enum OrderByDirection { AscNullsFirst AscNullsLast DescNullsFirst DescNullsLast }
  input IntFilter { eq: Int, gt: Int, lt: Int }
  input PetsFilter { id: IntFilter, and: [PetsFilter!] }
  input PetsOrderBy { id: OrderByDirection, title: OrderByDirection }
  input PetsInsertInput { title: String, done: Boolean }
  type Pets implements Node {
    nodeId: ID!
    id: Int!
    title: String
    done: Boolean @deprecated(reason: "Use status")
  }
  type PetsEdge { cursor: String!, node: Pets! }
  type PetsConnection { edges: [PetsEdge!]!, totalCount: Int! }
  type PetsInsertResponse { affectedCount: Int!, records: [Pets!]! }
`

export function pgGraphqlIntrospection(): IntrospectionQuery {
  return introspectionFromSchema(buildSchema(PG_GRAPHQL_SDL))
}
