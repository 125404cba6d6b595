import { projectKeys } from '@/data/projects/keys'

/** Query keys of a project's database roles. */
export const roleKeys = {
  list: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'roles'] as const,
}
