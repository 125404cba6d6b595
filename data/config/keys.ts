import { projectKeys } from '@/data/projects/keys'

/**
 * Query keys of a project's configuration. They sit under projectKeys.all(ref) so that removing a
 * deleted project's queries (data/projects/project-delete-mutation.ts) drops these too.
 */
export const configKeys = {
  supavisor: (ref: string | undefined) => [...projectKeys.all(ref), 'supavisor'] as const,
}
