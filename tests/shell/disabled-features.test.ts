import { describe, expect, it } from 'vitest'

import { DASHBOARD_FEATURES, isFeatureEnabled } from '@/lib/features/disabled-features'
import { projectNavSections } from '@/lib/navigation/project-nav'

const flags = {
  isAdvisorRulesEnabled: false,
  isNewStorageUiEnabled: false,
  isApiSidePanelEnabled: false,
  isColumnPrivilegesEnabled: false,
}
const labels = (disabled: string[]) =>
  projectNavSections('abc', flags, disabled).flatMap((section) => section.items.map((item) => item.label))

describe('disabled features (SPEC §6)', () => {
  it('turns off a named feature, or every feature of its area with "<area>:all"', () => {
    expect(isFeatureEnabled(DASHBOARD_FEATURES.billing, [])).toBe(true)
    expect(isFeatureEnabled(DASHBOARD_FEATURES.billing, ['billing:all'])).toBe(false)
    expect(isFeatureEnabled(DASHBOARD_FEATURES.projectCreation, ['projects:all'])).toBe(false)
    expect(isFeatureEnabled(DASHBOARD_FEATURES.projectCreation, ['projects:create'])).toBe(false)
    expect(isFeatureEnabled(DASHBOARD_FEATURES.logs, ['billing:all'])).toBe(true)
  })

  it('hides the project routes a profile or configuration disables', () => {
    expect(labels([])).toEqual(expect.arrayContaining(['SQL editor', 'Logs', 'Storage', 'Extensions']))
    const remaining = labels(['logs:all', 'sql_editor:all', 'storage:all'])
    expect(remaining).not.toContain('Logs')
    expect(remaining).not.toContain('SQL editor')
    expect(remaining).not.toContain('Storage')
    expect(remaining).toContain('Table editor')
  })

  it('moves the previewed routes where the previews say', () => {
    const hrefs = (overrides: Partial<typeof flags>) =>
      projectNavSections('abc', { ...flags, ...overrides }).flatMap((section) => section.items.map((item) => item.href))
    expect(hrefs({})).toEqual(expect.arrayContaining(['/project/abc/advisors/security', '/project/abc/api/graphiql', '/project/abc/database/schemas']))
    expect(hrefs({ isAdvisorRulesEnabled: true, isApiSidePanelEnabled: true })).toEqual(
      expect.arrayContaining(['/project/abc/advisors/rules/security', '/project/abc/database/graphiql'])
    )
    expect(hrefs({ isColumnPrivilegesEnabled: true })).toContain('/project/abc/database/column-privileges')
    expect(hrefs({})).not.toContain('/project/abc/database/column-privileges')
  })
})
