/** The account pages under /account (platform only): the user menu and the command menu link here. */
export const ACCOUNT_PAGES = [
  { key: 'me', label: 'Profile', href: '/account/me' },
  { key: 'security', label: 'Security', href: '/account/security' },
  { key: 'tokens', label: 'Access tokens', href: '/account/tokens' },
  { key: 'audit', label: 'Audit logs', href: '/account/audit' },
] as const

export type AccountPage = (typeof ACCOUNT_PAGES)[number]['key']
