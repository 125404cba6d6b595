'use client'

import type { ReactNode } from 'react'

import { useOrganization } from '@/data/organizations/organization-query'
import type { OrganizationPage } from '@/lib/navigation/organization-nav'

import { OrganizationNav } from './organization-nav'

/** The frame of an organization page: its name, the page title, the organization's tabs. */
export function OrganizationSettingsLayout({
  slug,
  current,
  title,
  children,
}: {
  slug: string
  current: OrganizationPage
  title: string
  children: ReactNode
}) {
  const { data: organization } = useOrganization(slug)
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted">{organization?.name ?? slug}</p>
        <h1 className="text-xl font-semibold">{title}</h1>
      </div>
      <OrganizationNav slug={slug} current={current} />
      {children}
    </div>
  )
}
