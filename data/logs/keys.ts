import { projectKeys } from '@/data/projects/keys'

/** Query keys of the logs explorer. */
export const logsKeys = {
  all: (projectRef: string | undefined) => [...projectKeys.all(projectRef), 'logs'] as const,
  query: (projectRef: string | undefined, params: { sql: string; start: string; end: string }) =>
    [...projectKeys.all(projectRef), 'logs', 'query', params] as const,
}
