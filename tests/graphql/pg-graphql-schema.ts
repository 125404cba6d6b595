import { buildSchema, introspectionFromSchema, type IntrospectionQuery } from 'graphql'

/**
 * A schema shaped like the one pg_graphql builds for a `todos` table (a collection query with filter
 * and ordering inputs, a connection type, an insert mutation), introspected the way pg_graphql answers
 * graphql.resolve's introspection query.
 */
export const PG_GRAPHQL_SDL = `
  """The root type for querying data"""
  type Query {
    """A pagable collection of type \`Todos\`"""
    todosCollection(first: Int, after: Cursor, filter: TodosFilter, orderBy: [TodosOrderBy!]): TodosConnection
    node(nodeId: ID!): Node
  }
  type Mutation {
    """Adds one or more \`Todos\` records to the collection"""
    insertIntoTodosCollection(objects: [TodosInsertInput!]!): TodosInsertResponse
  }
  interface Node { nodeId: ID! }
  scalar Cursor
  enum OrderByDirection { AscNullsFirst AscNullsLast DescNullsFirst DescNullsLast }
  input IntFilter { eq: Int, gt: Int, lt: Int }
  input TodosFilter { id: IntFilter, and: [TodosFilter!] }
  input TodosOrderBy { id: OrderByDirection, title: OrderByDirection }
  input TodosInsertInput { title: String, done: Boolean }
  type Todos implements Node {
    nodeId: ID!
    id: Int!
    title: String
    done: Boolean @deprecated(reason: "Use status")
  }
  type TodosEdge { cursor: String!, node: Todos! }
  type TodosConnection { edges: [TodosEdge!]!, totalCount: Int! }
  type TodosInsertResponse { affectedCount: Int!, records: [Todos!]! }
`

export function pgGraphqlIntrospection(): IntrospectionQuery {
  return introspectionFromSchema(buildSchema(PG_GRAPHQL_SDL))
}
