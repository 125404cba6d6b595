/** Query keys of the wrappers page. */
export const wrapperKeys = {
  foreignData: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'foreign-data'] as const,
}
