import { projectKeys } from '@/data/projects/keys'

/** Query keys of the database report, under the database's own key. */
export const reportKeys = {
  counters: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'report', 'counters'] as const,
  storage: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'report', 'storage'] as const,
  statements: (projectRef: string | undefined, schema: string | null | undefined) =>
    [...projectKeys.database(projectRef), 'report', 'statements', schema] as const,
  // The platform's own metrics of the instance: not the database's, so not under its key.
  infraMonitoring: (projectRef: string | undefined, period: { attribute: string; startDate?: string; endDate?: string; interval?: string }) =>
    [...projectKeys.all(projectRef), 'infra-monitoring', period] as const,
}
