/** SPEC §2 (Column-level privileges preview): shown wherever column privileges are changed. */
export const COLUMN_PRIVILEGES_WARNING =
  'Warning: these changes are not captured by the command-line diff and must be applied manually.'
