import { projectKeys } from '@/data/projects/keys'

/** Query keys of publications. */
export const publicationKeys = {
  list: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'pg-meta-publications'] as const,
}
