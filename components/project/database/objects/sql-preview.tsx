import { cn } from '@/lib/utils/cn'

/** The exact SQL a schema change will run, shown before it runs (read-only). */
export function SqlPreview({ sql, className }: { sql: string; className?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span className="text-sm font-medium">SQL to run</span>
      <pre
        aria-label="SQL to run"
        className={cn('overflow-auto rounded-md border border-border bg-background p-3 font-mono text-xs whitespace-pre-wrap', className)}
      >
        {sql}
      </pre>
    </div>
  )
}
