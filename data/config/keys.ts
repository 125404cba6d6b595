/**
 * Query keys of a project's configuration. They sit under ['projects', ref] so that removing a
 * deleted project's queries (data/projects/project-delete-mutation.ts) drops these too.
 */
export const configKeys = {
  settings: (ref: string | undefined) => ['projects', ref, 'settings'] as const,
  supavisor: (ref: string | undefined) => ['projects', ref, 'supavisor'] as const,
  addons: (ref: string | undefined) => ['projects', ref, 'addons'] as const,
}
