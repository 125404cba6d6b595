/** Query keys of the cookie consent resources (SPEC §2 "Cookie consent toast"). */
export const consentKeys = {
  categories: () => ['consent', 'categories'] as const,
}
