'use client'

import { useState } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { Input } from '@/components/ui/input'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryState } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { useUsersPageQuery } from '@/data/auth-users/users-page-query'
import type { UsersStatus } from '@/data/auth-users/users-status-query'
import { isBanned, isConfirmed, userLabel } from '@/lib/auth-users/user-rules'
import { nextCursor, type SortOrder, type UserFilter, type UserListRow, type UserSort, type UsersCursor } from '@/lib/auth-users/users-sql'
import { formatDisplayDate } from '@/lib/format/date'

const UserPanel = lazyComponent(() => import('./user-panel').then((module) => module.UserPanel))

const FILTER_OPTIONS = [
  { value: 'all', label: 'All users' },
  { value: 'verified', label: 'Verified' },
  { value: 'unverified', label: 'Unverified' },
  { value: 'anonymous', label: 'Anonymous' },
]
const PROVIDER_OPTIONS = [
  { value: '', label: 'Any provider' },
  ...['email', 'phone', 'anonymous', 'github', 'google', 'gitlab', 'azure', 'apple', 'discord'].map((value) => ({ value, label: value })),
]
const SORT_OPTIONS = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'email:asc', label: 'E-mail A–Z' },
  { value: 'email:desc', label: 'E-mail Z–A' },
  { value: 'last_sign_in_at:desc', label: 'Recently signed in' },
  { value: 'last_sign_in_at:asc', label: 'Least recently signed in' },
]

const date = (value: string | null) => (value ? formatDisplayDate(value) : '—')

/** The list: search, filters, sort, and keyset pages of 50 (a stack of cursors for going back). */
export function UsersList({ projectRef, status, canAct }: { projectRef: string; status: UsersStatus; canAct: boolean }) {
  const [searchText, setSearchText] = useState('')
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<UserFilter>('all')
  const [provider, setProvider] = useState('')
  const [sortValue, setSortValue] = useState('created_at:desc')
  const [cursors, setCursors] = useState<(UsersCursor | null)[]>([null])
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [sort, order] = sortValue.split(':') as [UserSort, SortOrder]
  const options = { search, filter, providers: provider ? [provider] : [], sort, order, cursor: cursors[cursors.length - 1] }
  const page = useUsersPageQuery({ projectRef, options })
  const next = page.data && !page.isPlaceholderData ? nextCursor(page.data) : null
  const restart = () => setCursors([null])

  return (
    <section aria-label="Users" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <form
          role="search"
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            setSearch(searchText.trim())
            restart()
          }}
        >
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            Search users
            <Input value={searchText} placeholder="E-mail, phone or user id" onChange={(event) => setSearchText(event.target.value)} className="w-72" />
          </label>
          <Button type="submit">Search</Button>
        </form>
        <SelectField label="Filter" value={filter} options={FILTER_OPTIONS} onChange={(value) => { setFilter(value as UserFilter); restart() }} />
        <SelectField label="Provider" value={provider} options={PROVIDER_OPTIONS} onChange={(value) => { setProvider(value); restart() }} />
        <SelectField label="Sort" value={sortValue} options={SORT_OPTIONS} onChange={(value) => { setSortValue(value); restart() }} />
      </div>
      {status.total !== null && (
        <p className="text-xs text-muted">
          {status.isEstimate ? `About ${status.total.toLocaleString('en-US')} users in total (an estimate)` : `${status.total.toLocaleString('en-US')} users in total`}
        </p>
      )}
      <QueryState query={page} what="users" isEmpty={(rows) => rows.length === 0} empty={<p className="text-sm text-muted">No users match.</p>}>
        {(rows) => (
          <DataTable<UserListRow>
            label="Users"
            rows={rows}
            getRowKey={(row) => row.id}
            columns={[
              {
                header: 'User',
                render: (row) => (
                  <button type="button" className="text-left font-medium underline-offset-2 hover:underline" onClick={() => setSelectedId(row.id)}>
                    {userLabel(row)}
                  </button>
                ),
              },
              { header: 'Providers', render: (row) => (Array.isArray(row.providers) ? row.providers.join(', ') : '') || '—' },
              { header: 'Created', render: (row) => date(row.created_at) },
              { header: 'Last sign-in', render: (row) => date(row.last_sign_in_at) },
              { header: 'Confirmed', render: (row) => (isConfirmed(row) ? 'Yes' : 'No') },
              {
                header: 'Banned',
                render: (row) => (isBanned(row.banned_until) ? <Badge variant="destructive">Until {date(row.banned_until)}</Badge> : 'No'),
              },
            ]}
          />
        )}
      </QueryState>
      <nav aria-label="Pages of users" className="flex items-center gap-3 text-sm">
        <Button disabled={cursors.length === 1} onClick={() => setCursors((stack) => stack.slice(0, -1))}>
          Previous page
        </Button>
        <span>Page {cursors.length}</span>
        <Button disabled={!next} onClick={() => next && setCursors((stack) => [...stack, next])}>
          Next page
        </Button>
      </nav>
      {selectedId && <UserPanel projectRef={projectRef} userId={selectedId} canAct={canAct} onClose={() => setSelectedId(null)} />}
    </section>
  )
}
