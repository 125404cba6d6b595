/** Query keys of the Cron integration page. */
export const cronKeys = {
  jobs: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'cron', 'jobs'] as const,
}
