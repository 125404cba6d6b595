import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { getBranchDiff } from '@/data/branches/branch-diff-query'
import { createBranch, deleteBranch, runBranchAction } from '@/data/branches/branch-mutations'
import { getBranches } from '@/data/branches/branches-query'
import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import { isBranchSettling, previewProjectStatusLabel } from '@/lib/branches/status'
import { SEEDED_BRANCH_DIFF } from '@/mock-platform/branches-state'
import { PRIMARY_PROJECT_REF, STAGING_PROJECT_REF } from '@/mock-platform/seed-ids'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

afterEach(() => resetPlatformClient())

beforeEach(() => {
  useMockPlatform()
  configurePlatformClient({ platformApiUrl: MOCK_PLATFORM_API_URL, requiresConnectionEncryption: false })
})

describe('branches through /v1 on the platform host', () => {
  it('the first branch enables branching; a new branch settles through its statuses', async () => {
    expect(await getBranches({ projectRef: STAGING_PROJECT_REF })).toEqual([])
    const created = await createBranch({ projectRef: STAGING_PROJECT_REF, branchName: 'preview-1', gitBranch: 'feature/one' })
    expect(created).toMatchObject({ name: 'preview-1', git_branch: 'feature/one', status: 'CREATING_PROJECT', is_default: false })
    const seen: string[] = []
    for (let read = 0; read < 5; read += 1) {
      const branches = await getBranches({ projectRef: STAGING_PROJECT_REF })
      expect(branches.map((branch) => [branch.name, branch.is_default])).toEqual([
        ['main', true],
        ['preview-1', false],
      ])
      seen.push(branches[1].status)
      if (!isBranchSettling(branches[1])) break
    }
    expect(seen).toEqual(['RUNNING_MIGRATIONS', 'MIGRATIONS_PASSED', 'FUNCTIONS_DEPLOYED'])
  })

  it('shows the diff, merges it away, and refuses to delete the default branch', async () => {
    const [main, feature] = await getBranches({ projectRef: PRIMARY_PROJECT_REF })
    expect(await getBranchDiff({ branchId: feature.id })).toBe(SEEDED_BRANCH_DIFF)
    await runBranchAction({ branchId: feature.id, action: 'merge' })
    expect(await getBranchDiff({ branchId: feature.id })).toBe('')
    await expect(deleteBranch({ branchId: main.id })).rejects.toThrow('The default branch cannot be deleted')
    await runBranchAction({ branchId: feature.id, action: 'reset' })
    expect((await getBranches({ projectRef: PRIMARY_PROJECT_REF }))[1].status).not.toBe('FUNCTIONS_DEPLOYED')
    await deleteBranch({ branchId: feature.id })
    expect((await getBranches({ projectRef: PRIMARY_PROJECT_REF })).map((branch) => branch.name)).toEqual(['main'])
  })
})

describe('preview project status in words', () => {
  it('never shows a raw status', () => {
    expect(previewProjectStatusLabel('COMING_UP')).toBe('Project starting')
    expect(previewProjectStatusLabel('ACTIVE_HEALTHY')).toBe('Project ready')
    expect(previewProjectStatusLabel('SOMETHING_NEW')).toBe('Project something new')
  })
})
