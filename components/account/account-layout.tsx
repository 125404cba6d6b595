'use client'

import type { ReactNode } from 'react'

import { TabNav } from '@/components/ui/tab-nav'
import { ACCOUNT_PAGES, type AccountPage } from '@/lib/navigation/account-nav'

/** The frame of every /account page: its title and the account pages as tabs. */
export function AccountLayout({ current, title, children }: { current: AccountPage; title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-xl font-semibold">{title}</h1>
      <TabNav label="Account" items={ACCOUNT_PAGES} current={current} />
      {children}
    </main>
  )
}
