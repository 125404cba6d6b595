'use client'

import { SelectField } from '@/components/ui/select-field'
import type { AuditFilterOption, AuditFilters } from '@/lib/audit-logs/filters'

const ALL = ''

/** Narrows the loaded range to one action and/or one member; the choice goes to the URL. */
export function AuditFiltersBar({
  filters,
  options,
  onChange,
}: {
  filters: AuditFilters
  options: { actions: AuditFilterOption[]; members: AuditFilterOption[] }
  onChange: (filters: AuditFilters) => void
}) {
  return (
    <div role="group" aria-label="Filters" className="flex flex-wrap items-end gap-3">
      <SelectField
        label="Action"
        value={filters.action ?? ALL}
        options={[{ value: ALL, label: 'All actions' }, ...options.actions]}
        onChange={(action) => onChange({ ...filters, action: action || null })}
      />
      <SelectField
        label="Member"
        value={filters.member ?? ALL}
        options={[{ value: ALL, label: 'All members' }, ...options.members]}
        onChange={(member) => onChange({ ...filters, member: member || null })}
      />
    </div>
  )
}
