import { describe, expect, it } from 'vitest'

import { BRANCHING_2_0_LIMITATIONS, FEATURE_PREVIEWS } from '@/lib/feature-previews/catalog'
import { listedPreviews } from '@/lib/feature-previews/listing'
import { advisorSecurityRoute, graphiqlRoute, storageRoute } from '@/lib/feature-previews/routes'

const ALL_FLAGS_ON = { gitlessBranching: true, advisorRules: true, unifiedLogs: true, storageAnalyticsVector: true }
const keysOf = (input: Parameters<typeof listedPreviews>[0]) => listedPreviews(input).map((preview) => preview.key)

describe('feature preview catalogue', () => {
  it('holds the seven previews of the spec with their markers', () => {
    expect(FEATURE_PREVIEWS.map(({ key, name, isNew, isPlatformOnly, isReleased }) => ({ key, name, isNew, isPlatformOnly, isReleased }))).toEqual([
      { key: 'new-storage-ui', name: 'New Storage interface', isNew: true, isPlatformOnly: false, isReleased: true },
      { key: 'supabase-ui-preview-unified-logs', name: 'New Logs interface', isNew: true, isPlatformOnly: true, isReleased: true },
      { key: 'supabase-ui-branching-2-0', name: 'Branching via dashboard', isNew: true, isPlatformOnly: true, isReleased: true },
      { key: 'supabase-ui-advisor-rules', name: 'Disable Advisor rules', isNew: true, isPlatformOnly: true, isReleased: true },
      { key: 'supabase-ui-preview-inline-editor', name: 'Directly edit database entities', isNew: false, isPlatformOnly: false, isReleased: true },
      { key: 'supabase-ui-api-side-panel', name: 'Project API documentation', isNew: false, isPlatformOnly: false, isReleased: true },
      { key: 'supabase-ui-cls', name: 'Column-level privileges', isNew: false, isPlatformOnly: false, isReleased: true },
    ])
  })

  it('lists the Branching 2.0 limitations exactly', () => {
    const branching = FEATURE_PREVIEWS.find((preview) => preview.key === 'supabase-ui-branching-2-0')
    expect(branching?.limitations).toEqual(BRANCHING_2_0_LIMITATIONS)
    expect(BRANCHING_2_0_LIMITATIONS).toEqual([
      'custom roles created in the dashboard are not captured on branch creation;',
      'branches merge only to main; merging between preview branches is not supported;',
      'pulling from main overwrites functions;',
      'deleting functions must be done on main;',
      'migration conflicts are resolved manually on the preview branch;',
      'if migrations have run on main, branches are created from migrations rather than from a full schema dump.',
    ])
  })

  it('links some previews to a community discussion on GitHub', () => {
    const withLinks = FEATURE_PREVIEWS.filter((preview) => preview.discussionsUrl)
    expect(withLinks.length).toBeGreaterThan(0)
    expect(withLinks.length).toBeLessThan(FEATURE_PREVIEWS.length)
    for (const preview of withLinks) expect(preview.discussionsUrl).toMatch(/^https:\/\/github\.com\/orgs\/supabase\/discussions/)
  })
})

describe('listedPreviews', () => {
  it('lists everything on the platform for a Team organization when every remote flag is on', () => {
    expect(keysOf({ flags: ALL_FLAGS_ON, isPlatform: true, orgPlan: 'team' })).toEqual(FEATURE_PREVIEWS.map((preview) => preview.key))
  })

  it('lists only the always-on previews when every remote flag is off', () => {
    expect(keysOf({ flags: {}, isPlatform: true, orgPlan: 'enterprise' })).toEqual([
      'supabase-ui-preview-inline-editor',
      'supabase-ui-api-side-panel',
      'supabase-ui-cls',
    ])
  })

  it.each([
    ['gitlessBranching', 'supabase-ui-branching-2-0'],
    ['advisorRules', 'supabase-ui-advisor-rules'],
    ['unifiedLogs', 'supabase-ui-preview-unified-logs'],
    ['storageAnalyticsVector', 'new-storage-ui'],
  ] as const)('lists %s-gated %s only when the flag is on', (flag, key) => {
    expect(keysOf({ flags: { [flag]: true }, isPlatform: true, orgPlan: 'team' })).toContain(key)
    expect(keysOf({ flags: { ...ALL_FLAGS_ON, [flag]: false }, isPlatform: true, orgPlan: 'team' })).not.toContain(key)
  })

  it('accepts "true" from FEATURE_FLAGS but not other truthy values', () => {
    expect(keysOf({ flags: { gitlessBranching: 'true' }, isPlatform: true })).toContain('supabase-ui-branching-2-0')
    expect(keysOf({ flags: { gitlessBranching: 'false' }, isPlatform: true })).not.toContain('supabase-ui-branching-2-0')
  })

  it('hides platform-only previews outside the hosted platform', () => {
    expect(keysOf({ flags: ALL_FLAGS_ON, isPlatform: false, orgPlan: 'enterprise' })).toEqual([
      'new-storage-ui',
      'supabase-ui-preview-inline-editor',
      'supabase-ui-api-side-panel',
      'supabase-ui-cls',
    ])
  })

  it.each([
    ['team', true],
    ['enterprise', true],
    ['pro', false],
    ['free', false],
    [undefined, false],
  ] as const)('lists unified logs for a %s organization: %s', (orgPlan, isListed) => {
    const keys = keysOf({ flags: ALL_FLAGS_ON, isPlatform: true, orgPlan })
    expect(keys.includes('supabase-ui-preview-unified-logs')).toBe(isListed)
  })
})

describe('flag-dependent routes', () => {
  it('points the security advisor at the rules page when advisor rules are on', () => {
    expect(advisorSecurityRoute('abc', true)).toBe('/project/abc/advisors/rules/security')
    expect(advisorSecurityRoute('abc', false)).toBe('/project/abc/advisors/security')
  })

  it('opens storage on files with the new storage UI and on buckets otherwise, "_" without a ref', () => {
    expect(storageRoute('abc', true)).toBe('/project/abc/storage/files')
    expect(storageRoute('abc', false)).toBe('/project/abc/storage/buckets')
    expect(storageRoute(undefined, true)).toBe('/project/_/storage/files')
    expect(storageRoute('', false)).toBe('/project/_/storage/buckets')
  })

  it('moves GraphiQL to the Database section with the API side panel', () => {
    expect(graphiqlRoute('abc', true)).toBe('/project/abc/database/graphiql')
    expect(graphiqlRoute('abc', false)).toBe('/project/abc/api/graphiql')
  })
})
