/** Categories of the support form; dashboard_bug is what the global error screen links with. */
export const SUPPORT_CATEGORIES = [
  { value: 'dashboard_bug', label: 'Dashboard bug' },
  { value: 'problem', label: 'Problem with a project' },
  { value: 'database_unresponsive', label: 'Database unresponsive' },
  { value: 'performance', label: 'Performance' },
  { value: 'billing', label: 'Billing' },
  { value: 'account', label: 'Account' },
  { value: 'other', label: 'Something else' },
] as const

export const DEFAULT_SUPPORT_CATEGORY = 'problem'

/** The prefilled category when it is one we know, else the default. */
export function supportCategoryOrDefault(value: string): string {
  return SUPPORT_CATEGORIES.some((category) => category.value === value) ? value : DEFAULT_SUPPORT_CATEGORY
}
