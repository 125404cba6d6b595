/** Query keys of the branches page (keyed by the production project). */
export const branchKeys = {
  list: (projectRef: string | undefined) => ['projects', projectRef, 'branches'] as const,
  diff: (projectRef: string | undefined, branchId: string | undefined) => ['projects', projectRef, 'branches', branchId, 'diff'] as const,
}
