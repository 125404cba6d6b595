/** Query keys of the user's personal access tokens. */
export const accessTokenKeys = {
  list: () => ['profile', 'access-tokens'] as const,
}
