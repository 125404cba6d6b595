/**
 * Features a profile's disabled_features (or, self-hosted, DISABLED_FEATURES) can switch off
 * (SPEC §6). A name disables itself, and "<area>:all" disables every feature of that area.
 */
export const DASHBOARD_FEATURES = {
  billing: 'billing:all',
  projectCreation: 'projects:create',
  logs: 'logs:all',
  aiAssistant: 'ai:assistant',
  sqlEditor: 'sql_editor:all',
  tableEditor: 'table_editor:all',
  extensions: 'database:extensions',
  storage: 'storage:all',
  integrations: 'integrations:all',
} as const

export type DashboardFeature = (typeof DASHBOARD_FEATURES)[keyof typeof DASHBOARD_FEATURES]

export function isFeatureEnabled(feature: DashboardFeature, disabledFeatures: readonly string[] | undefined): boolean {
  if (!disabledFeatures?.length) return true
  const area = feature.split(':')[0]
  return !disabledFeatures.includes(feature) && !disabledFeatures.includes(`${area}:all`)
}
