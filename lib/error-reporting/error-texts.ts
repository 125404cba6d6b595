/** SPEC §2 "Global error screen" texts; apart from the screen so its lazy-loading wrapper can show the title. */
export const GLOBAL_ERROR_TEXTS = {
  title: 'Sorry! An unexpected error occurred.',
  copyError: 'Copy error',
  contactSupport: 'Contact support',
  returnToDashboard: 'Return to dashboard',
} as const
