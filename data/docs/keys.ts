import { projectKeys } from '@/data/projects/keys'

/** Query keys of the API docs page. */
export const docsKeys = {
  openApi: (projectRef: string | undefined) => [...projectKeys.all(projectRef), 'api', 'rest'] as const,
}
