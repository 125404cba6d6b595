import { projectKeys } from '@/data/projects/keys'

/** Query keys of row level security policies. */
export const policyKeys = {
  all: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'policies'] as const,
  list: (projectRef: string | undefined, schema: string | undefined) => [...policyKeys.all(projectRef), 'list', schema] as const,
}
