import { projectKeys } from '@/data/projects/keys'

/** Query keys of the wrappers page. */
export const wrapperKeys = {
  foreignData: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'foreign-data'] as const,
}
