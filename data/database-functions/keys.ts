/** Query keys of the Functions page. */
export const databaseFunctionKeys = {
  all: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'functions'] as const,
  /** Functions returning trigger, from every schema the user owns: what a trigger can call. */
  triggerFunctions: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'functions', '*', 'trigger'] as const,
  list: (projectRef: string | undefined, schema: string | undefined) => ['projects', projectRef, 'database', 'functions', schema] as const,
}
