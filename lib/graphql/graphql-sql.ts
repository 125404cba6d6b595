import { quoteLiteral } from '@/lib/sql/quote'

/**
 * GraphQL through pg_graphql without an HTTP endpoint: graphql.resolve(query, variables,
 * operationName) runs the request inside the database and returns the response document as jsonb.
 */

export const DEFAULT_GRAPHQL_QUERY = `query IntrospectTypes {
  __schema {
    queryType {
      fields {
        name
      }
    }
  }
}`

export class GraphqlInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'GraphqlInputError'
  }
}

/** Variables as typed by the user: blank means none; anything else must be a JSON object. */
export function parseGraphqlVariables(text: string): Record<string, unknown> {
  if (!text.trim()) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new GraphqlInputError(`Variables are not valid JSON: ${(error as Error).message}`)
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new GraphqlInputError('Variables must be a JSON object')
  }
  return parsed as Record<string, unknown>
}

export function buildGraphqlResolveSql(query: string, variables: Record<string, unknown> = {}, operationName?: string): string {
  if (!query.trim()) throw new GraphqlInputError('Write a GraphQL query first')
  const operation = operationName?.trim() ? quoteLiteral(operationName.trim()) : 'null::text'
  return `select graphql.resolve(${quoteLiteral(query)}, ${quoteLiteral(JSON.stringify(variables))}::jsonb, ${operation}) as result`
}
