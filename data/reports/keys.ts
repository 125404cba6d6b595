import { databaseKeys } from '@/data/database/keys'

/** Query keys of the database report, under the database's own key. */
export const reportKeys = {
  counters: (projectRef: string | undefined) => [...databaseKeys.all(projectRef), 'report', 'counters'] as const,
  storage: (projectRef: string | undefined) => [...databaseKeys.all(projectRef), 'report', 'storage'] as const,
  statements: (projectRef: string | undefined, schema: string | null | undefined) =>
    [...databaseKeys.all(projectRef), 'report', 'statements', schema] as const,
}
