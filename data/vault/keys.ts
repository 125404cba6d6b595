import { projectKeys } from '@/data/projects/keys'

/** Query keys of the Vault page. */
export const vaultKeys = {
  secrets: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'vault', 'secrets'] as const,
}
