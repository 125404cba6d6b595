import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { UsagePage } from '@/components/org/usage/usage-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { formatUsageValue } from '@/lib/usage/metrics'
import { OTHER_ORG_SLUG, PRIMARY_ORG_SLUG } from '@/mock-platform/seed-ids'
import { USAGE_SEED_DAYS } from '@/mock-platform/seed-usage'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'

import { platformConfig, renderWithPlatform } from '../billing/render-with-platform'

afterEach(() => resetPlatformClient())

const dailyCells = (label: string) =>
  within(screen.getByRole('table', { name: `${label} per day` }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))

describe('usage page', () => {
  it('lists each metric against the plan quota and shows the cycle day by day for the picked metric', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<UsagePage slug={OTHER_ORG_SLUG} />)

    const summary = await screen.findByRole('table', { name: 'Usage this billing cycle' })
    const egress = within(summary).getByRole('row', { name: /^Egress/ })
    const seededEgress = state.usage[OTHER_ORG_SLUG].usages.find((entry) => entry.metric === 'EGRESS')!
    expect(within(egress).getByText(formatUsageValue(seededEgress.usage, 'gigabytes'))).toBeInTheDocument()
    expect(within(egress).getByText('5 GB')).toBeInTheDocument()
    // The free plan has no image transformations, and its egress has gone past the quota, which is capped.
    expect(within(summary).getByRole('row', { name: /Storage image transformations/ })).toHaveTextContent('Not included in this plan')
    expect(egress).toHaveTextContent('Over the quota: restricted until the next cycle')

    // Egress is the first metric: its days match the mock's, in order.
    await screen.findByRole('table', { name: 'Egress per day' })
    const seededDays = state.usage[OTHER_ORG_SLUG].daily.filter((entry) => entry.metric === 'EGRESS')
    expect(dailyCells('Egress')).toEqual(seededDays.map((entry) => [entry.date, formatUsageValue(entry.usage, 'gigabytes')]))
    expect(seededDays).toHaveLength(USAGE_SEED_DAYS)

    await user.selectOptions(screen.getByLabelText('Metric'), 'Monthly active users')
    const mau = state.usage[OTHER_ORG_SLUG].daily.filter((entry) => entry.metric === 'MONTHLY_ACTIVE_USERS')
    expect(dailyCells('Monthly active users')).toEqual(mau.map((entry) => [entry.date, formatUsageValue(entry.usage, 'count')]))

    const daily = state.requests.find((request) => request.path.endsWith('/usage/daily'))
    const query = new URLSearchParams(daily?.search)
    const subscription = state.subscriptions[OTHER_ORG_SLUG]
    expect(query.get('start')).toBe(new Date(subscription.current_period_start * 1000).toISOString())
    expect(query.get('end')).toBe(new Date(subscription.current_period_end * 1000).toISOString())
  })

  it('says so when nothing was recorded this cycle', async () => {
    const state = useMockPlatform()
    state.usage[PRIMARY_ORG_SLUG].daily = []
    renderWithPlatform(<UsagePage slug={PRIMARY_ORG_SLUG} />)
    expect(await screen.findByText('No usage has been recorded in this billing cycle yet.')).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Usage this billing cycle' })).toBeInTheDocument()
  })

  it('shows wrong-shaped usage answers in their sections, with a retry that recovers', async () => {
    const state = useMockPlatform()
    state.wrongShape = ['GET /platform/organizations/{slug}/usage', 'GET /platform/organizations/{slug}/usage/daily']
    const user = userEvent.setup()
    renderWithPlatform(<UsagePage slug={PRIMARY_ORG_SLUG} />)

    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        expect.stringContaining('Could not load usage:'),
        expect.stringContaining('Could not load daily usage:'),
      ])
    )
    state.wrongShape = []
    for (const button of screen.getAllByRole('button', { name: 'Retry' })) await user.click(button)
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(screen.getByRole('table', { name: 'Usage this billing cycle' })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Egress per day' })).toBeInTheDocument()
  })

  it('is a notice on a self-hosted dashboard', () => {
    useMockPlatform()
    renderWithPlatform(<UsagePage slug={PRIMARY_ORG_SLUG} />, platformConfig({ isPlatform: false }))
    expect(screen.getByText(/Organization usage belongs to the hosted platform/)).toBeInTheDocument()
  })
})
