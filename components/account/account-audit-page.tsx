'use client'

import { keepPreviousData } from '@tanstack/react-query'

import { AuditLogView, type AuditLogSource } from '@/components/org/settings/audit-log-view'
import { useProfileAuditLogsQuery } from '@/data/profile/profile-audit-logs-query'
import type { AuditRange } from '@/lib/audit-logs/date-range'

import { AccountLayout } from './account-layout'

const ACCOUNT_AUDIT_LOGS: AuditLogSource = {
  useLogs: (range: AuditRange) => useProfileAuditLogsQuery(range, { placeholderData: keepPreviousData }),
  what: 'Audit logs',
  retentionNote: (days) => `Your account's audit logs are kept for ${days} days.`,
  isFilterable: false,
}

/** /account/audit: what this account did, across organizations, in a date range (default the last 24 hours). */
export function AccountAuditPage() {
  return (
    <AccountLayout current="audit" title="Audit logs">
      <AuditLogView source={ACCOUNT_AUDIT_LOGS} />
    </AccountLayout>
  )
}
