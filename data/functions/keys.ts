import { projectKeys } from '@/data/projects/keys'

/** Query keys of database functions. */
export const functionKeys = {
  all: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'functions'] as const,
  /** Functions returning trigger, from every schema the user owns: what a trigger can call. */
  triggerFunctions: (projectRef: string | undefined) => [...functionKeys.all(projectRef), '*', 'trigger'] as const,
  list: (projectRef: string | undefined, schema: string | undefined) => [...functionKeys.all(projectRef), schema] as const,
}
