/** Query keys of the database hooks page. */
export const databaseHookKeys = {
  triggers: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'triggers'] as const,
  webhookBackend: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'webhook-backend'] as const,
}
