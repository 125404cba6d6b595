/** Query keys of the API docs page. */
export const docsKeys = {
  openApi: (projectRef: string | undefined) => ['projects', projectRef, 'api', 'rest'] as const,
}
