/** Query keys of the Vault page. */
export const vaultKeys = {
  secrets: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'vault', 'secrets'] as const,
}
