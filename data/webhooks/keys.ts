import { projectKeys } from '@/data/projects/keys'

/** Query keys of database webhooks. */
export const webhookKeys = {
  backend: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'webhook-backend'] as const,
}
