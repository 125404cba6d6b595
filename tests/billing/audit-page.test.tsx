import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { AuditPage } from '@/components/org/settings/audit-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { AUDIT_RANGE_MESSAGES, DATETIME_LOCAL_FORMAT, defaultAuditRangeInput, toAuditRange } from '@/lib/audit-logs/date-range'
import { auditFilterOptions, filterAuditLogs, parseAuditFilters, withAuditFilters } from '@/lib/audit-logs/filters'
import { MOCK_USER_EMAIL, MOCK_USER_ID, PRIMARY_ORG_SLUG } from '@/mock-platform/seed-ids'
import { fakeNavigation } from '@/tests/setup/fake-navigation'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'

import { renderWithPlatform } from './render-with-platform'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

const AUDIT_PATH = `/org/${PRIMARY_ORG_SLUG}/audit`

beforeEach(() => fakeNavigation.go(AUDIT_PATH))
afterEach(() => resetPlatformClient())

describe('audit date range', () => {
  it('defaults to the last 24 hours and sends ISO timestamps covering whole minutes', () => {
    const now = new Date(2025, 5, 1, 12, 30, 45)
    const input = defaultAuditRangeInput(now)
    expect(input).toEqual({ start: '2025-05-31T12:30', end: '2025-06-01T12:30' })
    const result = toAuditRange(input)
    expect(result).toEqual({
      range: {
        date_start: new Date(2025, 4, 31, 12, 30, 0, 0).toISOString(),
        date_end: new Date(2025, 5, 1, 12, 30, 59, 999).toISOString(),
      },
    })
  })

  it('rejects an empty, invalid or backwards range', () => {
    expect(toAuditRange({ start: '', end: '2025-06-01T12:30' })).toEqual({ error: AUDIT_RANGE_MESSAGES.invalid })
    expect(toAuditRange({ start: 'yesterday', end: '2025-06-01T12:30' })).toEqual({ error: AUDIT_RANGE_MESSAGES.invalid })
    expect(toAuditRange({ start: '2025-06-01T12:30', end: '2025-06-01T12:30' })).toEqual({ error: AUDIT_RANGE_MESSAGES.startAfterEnd })
    expect(toAuditRange({ start: '2025-06-02T00:00', end: '2025-06-01T12:30' })).toEqual({ error: AUDIT_RANGE_MESSAGES.startAfterEnd })
  })
})

describe('audit page', () => {
  it('shows the last 24 hours of audit logs, and more after widening the range', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<AuditPage slug={PRIMARY_ORG_SLUG} />)

    const table = await screen.findByRole('table', { name: 'Audit logs' })
    const actions = () =>
      within(screen.getByRole('table', { name: 'Audit logs' }))
        .getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent)
    // Seeded 1 h, 5 h and 30 h ago: only the first two are in the default window.
    expect(actions()).toEqual(['project.pause', 'organization.members.invite'])
    expect(within(table).getAllByText(MOCK_USER_EMAIL)).toHaveLength(2)
    expect(screen.getByText("Audit logs are kept for 7 days on this organization's plan.")).toBeInTheDocument()

    const auditRequest = state.requests.find((request) => request.path === `/platform/organizations/${PRIMARY_ORG_SLUG}/audit`)
    const query = new URLSearchParams(auditRequest?.search)
    const hours = dayjs(query.get('iso_timestamp_end')).diff(dayjs(query.get('iso_timestamp_start')), 'minute') / 60
    expect(Math.round(hours)).toBe(24)

    const start = screen.getByLabelText('Start')
    fireEvent.change(start, { target: { value: dayjs().subtract(2, 'day').format(DATETIME_LOCAL_FORMAT) } })
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(actions()).toEqual(['project.pause', 'organization.members.invite', 'project.create']))
    expect(within(screen.getByRole('table', { name: 'Audit logs' })).getByText('System')).toBeInTheDocument()
  })

  it('says so when the range is backwards, without asking the server', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<AuditPage slug={PRIMARY_ORG_SLUG} />)
    await screen.findByRole('table', { name: 'Audit logs' })
    const requestsBefore = state.requests.length

    fireEvent.change(screen.getByLabelText('Start'), { target: { value: dayjs().add(1, 'day').format(DATETIME_LOCAL_FORMAT) } })
    await user.click(screen.getByRole('button', { name: 'Apply' }))

    expect(await screen.findByText(AUDIT_RANGE_MESSAGES.startAfterEnd)).toBeInTheDocument()
    expect(state.requests.length).toBe(requestsBefore)
  })
})

describe('audit filters', () => {
  const log = (action: string, actor: { id: string; type: 'user' | 'system'; email?: string }) => ({
    occurred_at: '2025-06-01T10:00:00Z',
    action: { name: action },
    actor: { id: actor.id, type: actor.type, metadata: actor.email ? [{ email: actor.email }] : [] },
    target: {},
  })
  const logs = [
    log('project.pause', { id: 'u1', type: 'user', email: 'b@example.com' }),
    log('project.create', { id: 'system', type: 'system' }),
    log('project.pause', { id: 'u2', type: 'user', email: 'a@example.com' }),
  ]

  it('read from and write to the URL, keeping its other parameters', () => {
    const filters = parseAuditFilters(new URLSearchParams('action=project.pause&tab=x'))
    expect(filters).toEqual({ action: 'project.pause', member: null })
    expect(withAuditFilters(new URLSearchParams('action=project.pause&tab=x'), { action: null, member: 'u1' })).toBe('tab=x&member=u1')
    expect(withAuditFilters(new URLSearchParams('member=u1'), { action: null, member: null })).toBe('')
  })

  it('keep the entries of one action and one member, and offer what the range holds', () => {
    expect(filterAuditLogs(logs, { action: 'project.pause', member: null })).toHaveLength(2)
    expect(filterAuditLogs(logs, { action: 'project.pause', member: 'u2' }).map((entry) => entry.actor.id)).toEqual(['u2'])
    expect(filterAuditLogs(logs, { action: null, member: 'system' }).map((entry) => entry.action.name)).toEqual(['project.create'])
    const options = auditFilterOptions(logs, { action: 'org.delete', member: null })
    expect(options.actions.map((option) => option.value)).toEqual(['org.delete', 'project.create', 'project.pause'])
    expect(options.members).toEqual([
      { value: 'u2', label: 'a@example.com' },
      { value: 'u1', label: 'b@example.com' },
      { value: 'system', label: 'System' },
    ])
  })
})

describe('audit page filters', () => {
  const rowsOf = () =>
    within(screen.getByRole('table', { name: 'Audit logs' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(1, 3).map((cell) => cell.textContent))

  it('filters by action and by member through the URL, and opens filtered from a link', async () => {
    const state = useMockPlatform()
    const other = { id: '00000000-0000-4000-8000-000000000099', type: 'user' as const, metadata: [{ email: 'admin1@example.com' }] }
    state.auditLogs[PRIMARY_ORG_SLUG].push({
      occurred_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      action: { name: 'project.pause' },
      actor: other,
      target: { description: 'Paused project' },
    })
    const user = userEvent.setup()
    renderWithPlatform(<AuditPage slug={PRIMARY_ORG_SLUG} />)
    await screen.findByRole('table', { name: 'Audit logs' })
    expect(rowsOf()).toHaveLength(3)

    await user.selectOptions(screen.getByLabelText('Action'), 'project.pause')
    expect(fakeNavigation.url().searchParams.get('action')).toBe('project.pause')
    await waitFor(() => expect(rowsOf()).toEqual([['project.pause', MOCK_USER_EMAIL], ['project.pause', 'admin1@example.com']]))

    await user.selectOptions(screen.getByLabelText('Member'), 'admin1@example.com')
    expect(fakeNavigation.url().search).toBe(`?action=project.pause&member=${other.id}`)
    await waitFor(() => expect(rowsOf()).toEqual([['project.pause', 'admin1@example.com']]))

    // Filters only narrow what was loaded: no new request per choice.
    const auditRequests = state.requests.filter((request) => request.path.endsWith('/audit')).length
    await user.selectOptions(screen.getByLabelText('Action'), 'organization.members.invite')
    expect(await screen.findByText('No audit logs in this period match these filters.')).toBeInTheDocument()
    expect(state.requests.filter((request) => request.path.endsWith('/audit')).length).toBe(auditRequests)
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(fakeNavigation.url().search).toBe('')
    await waitFor(() => expect(rowsOf()).toHaveLength(3))
  })

  it('applies the filters of the URL it opens with', async () => {
    useMockPlatform()
    fakeNavigation.go(`${AUDIT_PATH}?member=${MOCK_USER_ID}&action=organization.members.invite`)
    renderWithPlatform(<AuditPage slug={PRIMARY_ORG_SLUG} />)
    await screen.findByRole('table', { name: 'Audit logs' })
    expect(rowsOf()).toEqual([['organization.members.invite', MOCK_USER_EMAIL]])
    expect(screen.getByLabelText('Member')).toHaveDisplayValue(MOCK_USER_EMAIL)
  })
})
