import { projectKeys } from '@/data/projects/keys'

/** Query keys of the Cron integration page. */
export const cronKeys = {
  jobs: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'cron', 'jobs'] as const,
  runs: (projectRef: string | undefined, jobId: number) => [...projectKeys.database(projectRef), 'cron', 'runs', jobId] as const,
  allRuns: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'cron', 'runs'] as const,
}
