'use client'

import type { ReactNode } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { ACCOUNT_PAGES, type AccountPage } from '@/lib/navigation/account-nav'
import { cn } from '@/lib/utils/cn'

/** The frame of every /account page: its title and the account pages as tabs. */
export function AccountLayout({ current, title, children }: { current: AccountPage; title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-6">
      <h1 className="text-xl font-semibold">{title}</h1>
      <nav aria-label="Account" className="flex gap-4 border-b border-border text-sm">
        {ACCOUNT_PAGES.map((page) => {
          const isCurrent = page.key === current
          return (
            <AppLink
              key={page.key}
              href={page.href}
              aria-current={isCurrent ? 'page' : undefined}
              className={cn(
                '-mb-px border-b-2 px-1 pb-2',
                isCurrent ? 'border-brand text-foreground' : 'border-transparent text-muted hover:text-foreground'
              )}
            >
              {page.label}
            </AppLink>
          )
        })}
      </nav>
      {children}
    </main>
  )
}
