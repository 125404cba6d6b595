import { AppLink } from '@/components/ui/app-link'
import { cn } from '@/lib/utils/cn'

export interface TabNavItem {
  key: string
  label: string
  href: string
}

/** A row of links to the pages of one area (an organization's, the account's), the current one marked. */
export function TabNav({ label, items, current }: { label: string; items: readonly TabNavItem[]; current: string }) {
  return (
    // More tabs than a narrow screen holds scroll sideways inside the row, not the page.
    <nav aria-label={label} className="flex gap-4 overflow-x-auto border-b border-border text-sm">
      {items.map((item) => {
        const isCurrent = item.key === current
        return (
          <AppLink
            key={item.key}
            href={item.href}
            aria-current={isCurrent ? 'page' : undefined}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-1 pb-2 whitespace-nowrap',
              isCurrent ? 'border-brand text-foreground' : 'border-transparent text-muted hover:text-foreground'
            )}
          >
            {item.label}
          </AppLink>
        )
      })}
    </nav>
  )
}
