/** The account pages under /account (platform only): the user menu and the command menu link here. */
export const ACCOUNT_PAGES = [
  { key: 'security', label: 'Security', href: '/account/security' },
] as const

export type AccountPage = (typeof ACCOUNT_PAGES)[number]['key']
