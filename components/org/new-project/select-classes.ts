/** Native <select> styled like components/ui/input (no select primitive exists there yet). */
export const SELECT_CLASSES =
  'h-9 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50 aria-invalid:border-destructive'
