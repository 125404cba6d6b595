import { projectKeys } from '@/data/projects/keys'

/** Query keys of a project's types (enums, composites, domains). */
export const typeKeys = {
  list: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'types'] as const,
}
