/** Query keys of the logs explorer. */
export const logsKeys = {
  all: (projectRef: string | undefined) => ['projects', projectRef, 'logs'] as const,
  query: (projectRef: string | undefined, params: { sql: string; start: string; end: string }) =>
    ['projects', projectRef, 'logs', 'query', params] as const,
}
