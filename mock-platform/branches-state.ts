import type { Schemas } from '@/lib/api/types'

import type { PlatformState } from './platform-state'
import { BRANCH_PROJECT_REF, PRIMARY_PROJECT_REF } from './seed-ids'

/**
 * The mock platform's branches, per production project. A branch moves through its statuses as it is
 * read (CREATING_PROJECT → RUNNING_MIGRATIONS → MIGRATIONS_PASSED → FUNCTIONS_DEPLOYED), like a real one
 * does over time; merging applies its diff, after which it has none.
 */

export type MockBranch = Schemas['Branch'] & { diff: string; reads: number }

export interface MockBranchesState {
  /** production ref → branches (the default branch first). */
  byProject: Map<string, MockBranch[]>
  counter: number
}

const stores = new WeakMap<PlatformState, MockBranchesState>()

export const STATUS_STEPS: Schemas['BranchStatus'][] = ['CREATING_PROJECT', 'RUNNING_MIGRATIONS', 'MIGRATIONS_PASSED', 'FUNCTIONS_DEPLOYED']
/** Reads a branch stays in each status before the next. */
export const READS_PER_STATUS = 1

export const SEEDED_BRANCH_DIFF = 'alter table public.profiles add column login_count integer not null default 0;\n'

function branch(state: PlatformState, fields: Partial<MockBranch> & Pick<MockBranch, 'id' | 'name' | 'project_ref' | 'parent_project_ref'>): MockBranch {
  return {
    is_default: false,
    persistent: false,
    status: 'FUNCTIONS_DEPLOYED',
    preview_project_status: 'ACTIVE_HEALTHY',
    created_at: state.now,
    updated_at: state.now,
    diff: '',
    reads: 0,
    ...fields,
  }
}

export function getBranchesState(state: PlatformState): MockBranchesState {
  let store = stores.get(state)
  if (!store) {
    store = { byProject: new Map(), counter: 0 }
    // The primary project has branching on: its default branch and the seeded feature-login preview.
    store.byProject.set(PRIMARY_PROJECT_REF, [
      branch(state, { id: 'branch-main', name: 'main', project_ref: PRIMARY_PROJECT_REF, parent_project_ref: PRIMARY_PROJECT_REF, is_default: true, git_branch: 'main', persistent: true }),
      branch(state, {
        id: 'branch-feature-login',
        name: 'feature-login',
        project_ref: BRANCH_PROJECT_REF,
        parent_project_ref: PRIMARY_PROJECT_REF,
        git_branch: 'feature/login',
        diff: SEEDED_BRANCH_DIFF,
      }),
    ])
    stores.set(state, store)
  }
  return store
}

export function findBranch(state: PlatformState, id: string): { branch: MockBranch; siblings: MockBranch[] } | null {
  for (const branches of getBranchesState(state).byProject.values()) {
    const found = branches.find((candidate) => candidate.id === id || candidate.project_ref === id)
    if (found) return { branch: found, siblings: branches }
  }
  return null
}

/** One more read: a branch still being set up moves one status on. */
export function advanceBranch(branch: MockBranch) {
  const index = STATUS_STEPS.indexOf(branch.status)
  if (index < 0 || index === STATUS_STEPS.length - 1) return
  branch.reads += 1
  if (branch.reads >= READS_PER_STATUS) {
    branch.reads = 0
    branch.status = STATUS_STEPS[index + 1]
    branch.preview_project_status = branch.status === 'FUNCTIONS_DEPLOYED' ? 'ACTIVE_HEALTHY' : 'COMING_UP'
    branch.updated_at = new Date().toISOString()
  }
}
