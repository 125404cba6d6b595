/** Query keys of the Cron integration page. */
export const cronKeys = {
  jobs: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'cron', 'jobs'] as const,
  runs: (projectRef: string | undefined, jobId: number) => ['projects', projectRef, 'database', 'cron', 'runs', jobId] as const,
  allRuns: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'cron', 'runs'] as const,
}
