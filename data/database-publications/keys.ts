/** Query keys of the Publications page. */
export const databasePublicationKeys = {
  list: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'pg-meta-publications'] as const,
}
