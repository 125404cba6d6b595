/** Query keys of the Functions page. */
export const databaseFunctionKeys = {
  all: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'functions'] as const,
  list: (projectRef: string | undefined, schema: string | undefined) => ['projects', projectRef, 'database', 'functions', schema] as const,
}
