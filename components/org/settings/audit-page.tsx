'use client'

import { keepPreviousData } from '@tanstack/react-query'
import { useMemo } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { useOrganizationAuditLogsQuery } from '@/data/organizations/organization-audit-logs-query'

import { AuditLogView, type AuditLogSource } from './audit-log-view'
import { OrganizationSettingsLayout } from './organization-settings-layout'
import { PlatformOnlyNotice } from './platform-only-notice'

function organizationAuditLogs(slug: string): AuditLogSource {
  return {
    useLogs: (range) => useOrganizationAuditLogsQuery({ slug, ...range }, { placeholderData: keepPreviousData }),
    what: 'audit logs',
    unavailableIn: 'organization',
    retentionNote: (days) => `Audit logs are kept for ${days} days on this organization's plan.`,
    isFilterable: true,
  }
}

/** /org/{slug}/audit: what happened in the organization, in a date range (default the last 24 hours). */
export function AuditPage({ slug }: { slug: string }) {
  const { isPlatform } = useConfig()
  const source = useMemo(() => organizationAuditLogs(slug), [slug])
  return (
    <OrganizationSettingsLayout slug={slug} current="audit" title="Audit logs">
      {isPlatform ? <AuditLogView source={source} /> : <PlatformOnlyNotice feature="The organization audit log" />}
    </OrganizationSettingsLayout>
  )
}
