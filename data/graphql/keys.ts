import { projectKeys } from '@/data/projects/keys'

/** Query keys of a project's GraphQL API (pg_graphql). */
export const graphqlKeys = {
  /** The introspection result; it changes with the database schema, so it sits under the database's keys. */
  schema: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'graphql-schema'] as const,
}
