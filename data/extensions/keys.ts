import { projectKeys } from '@/data/projects/keys'

/** Query keys of a project's extensions. */
export const extensionKeys = {
  list: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'extensions'] as const,
}
