import { projectKeys } from '@/data/projects/keys'

/** Query keys of the branches page (keyed by the production project). */
export const branchKeys = {
  list: (projectRef: string | undefined) => [...projectKeys.all(projectRef), 'branches'] as const,
  diff: (projectRef: string | undefined, branchId: string | undefined) => [...projectKeys.all(projectRef), 'branches', branchId, 'diff'] as const,
}
