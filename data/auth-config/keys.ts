/** Query keys of the sign-in configuration pages. */
export const authConfigKeys = {
  config: (projectRef: string | undefined) => ['projects', projectRef, 'auth-config'] as const,
}
