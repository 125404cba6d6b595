import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { afterEach, describe, expect, it } from 'vitest'

import { AuditPage } from '@/components/organization-settings/audit-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { AUDIT_RANGE_MESSAGES, DATETIME_LOCAL_FORMAT, defaultAuditRangeInput, toAuditRange } from '@/lib/audit-logs/date-range'
import { MOCK_USER_EMAIL, PRIMARY_ORG_SLUG } from '@/tests/mocks/seed-ids'
import { useMockPlatform } from '@/tests/mocks/use-mock-platform'

import { renderWithPlatform } from './render-with-platform'

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
