import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { BillingPage } from '@/components/org/billing/billing-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { AWS_ORG_SLUG, OTHER_ORG_SLUG, PRIMARY_ORG_SLUG, VERCEL_ORG_SLUG } from '@/mock-platform/seed-ids'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'

import { platformConfig, renderWithPlatform, TEST_SITE_URL } from './render-with-platform'

afterEach(() => {
  resetPlatformClient()
  window.history.replaceState(null, '', window.location.pathname)
})

const section = (name: string) => screen.getByRole('region', { name })
// Dialogs are lazy: their module compiles on first use, which takes a while on a busy test machine.
const LAZY_DIALOG = { timeout: 15_000 }

describe('billing page', () => {
  it('shows the plan, the address, tax ids and the cards masked but for their last four digits', async () => {
    useMockPlatform()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    const subscription = section('Subscription plan')
    const currentPlan = await within(subscription).findByText('Current plan', { selector: 'dt' })
    expect(currentPlan.nextElementSibling).toHaveTextContent('Pro')
    expect(within(subscription).getByText('Add-ons', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Compute Small ($15.00)'
    )

    const address = section('Billing address')
    expect(await within(address).findByText('1 Main Street')).toBeInTheDocument()
    expect(within(address).getByText('Billing email').nextElementSibling).toHaveTextContent('billing@acme.test')
    expect(await within(address).findByText('DE123456789')).toBeInTheDocument()
    expect(within(address).getByText('EU VAT')).toBeInTheDocument()

    const cards = within(await within(section('Payment methods')).findByRole('list', { name: 'Payment methods' })).getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByText(/^\*{4} /).textContent)).toEqual(['**** **** **** 4242', '**** **** **** 4444'])
    expect(within(cards[0]).getByText('Default')).toBeInTheDocument()
    expect(within(cards[0]).getByText('Expires 12/2030')).toBeInTheDocument()
    expect(within(cards[1]).queryByText('Default')).not.toBeInTheDocument()
  })

  it('reads "Unknown" when the organization has no billing email, and says what is missing', async () => {
    useMockPlatform()
    renderWithPlatform(<BillingPage slug={OTHER_ORG_SLUG} />)

    const address = section('Billing address')
    await waitFor(() => expect(within(address).getByText('Billing email').nextElementSibling).toHaveTextContent('Unknown'))
    expect(await within(address).findByText('No tax IDs')).toBeInTheDocument()
    expect(await within(section('Payment methods')).findByText('No payment methods on file.')).toBeInTheDocument()
    expect(await within(section('Invoices')).findByText('No invoices yet.')).toBeInTheDocument()
  })

  it('pages through invoices counted by HEAD x-total-count and opens one in a dialog', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    const invoices = section('Invoices')
    expect(await within(invoices).findByText('Showing 1–5 of 6')).toBeInTheDocument()
    expect(within(within(invoices).getByRole('table', { name: 'Invoices' })).getAllByRole('row')).toHaveLength(6)
    expect(state.requests.some((request) => request.method === 'HEAD' && request.path === '/platform/stripe/invoices')).toBe(true)

    await user.click(within(invoices).getByRole('button', { name: 'Next' }))
    expect(await within(invoices).findByText('Showing 6–6 of 6')).toBeInTheDocument()
    expect(within(invoices).getByRole('button', { name: 'Next' })).toBeDisabled()

    await user.click(within(invoices).getByRole('button', { name: 'View invoice ACMECORP-0001' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invoice ACMECORP-0001' }, LAZY_DIALOG)
    expect(within(dialog).getByText('Paid')).toBeInTheDocument()
    // The oldest invoice: $25 plan + 5 × 137 cents.
    expect(within(dialog).getByText('Amount due').nextElementSibling).toHaveTextContent('$31.85')
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `https://invoices.mock.test/${PRIMARY_ORG_SLUG}/1.pdf`
    )
  })

  it('previews the upcoming invoice line by line', async () => {
    useMockPlatform()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    const invoices = section('Invoices')
    expect(await within(invoices).findByText('Pro Plan')).toBeInTheDocument()
    expect(within(invoices).getByText('Compute Hours')).toBeInTheDocument()
    expect(within(invoices).getByText('Compute Small')).toBeInTheDocument()
    // The plan ($25), four active Acme projects (one is paused) at $10, and the $15 add-on.
    expect(within(invoices).getByText('Total so far').nextElementSibling).toHaveTextContent('$80.00')
  })

  it('renders the pricing tiers with their badges, prices and call-to-action links', async () => {
    useMockPlatform()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    const tier = (name: string) => screen.getByRole('article', { name })
    expect(within(tier('Pro')).getByText('Most Popular')).toBeInTheDocument()
    expect(within(tier('Free')).queryByText('Most Popular')).not.toBeInTheDocument()
    expect(within(tier('Pro')).getByTestId('tier-price')).toHaveTextContent('From$25/ month')
    expect(within(tier('Team')).getByTestId('tier-price')).toHaveTextContent('From$599/ month')
    expect(within(tier('Free')).getByTestId('tier-price')).toHaveTextContent(/^\$0\/ month$/)
    expect(within(tier('Enterprise')).getByTestId('tier-price')).toHaveTextContent('Custom')
    expect(within(tier('Pro')).getByText('$10 in compute credits included')).toBeInTheDocument()
    // An overage line sits under its main line.
    expect(within(tier('Pro')).getByText('then $0.00325 per MAU')).toBeInTheDocument()

    // An existing organization (on Pro) changes its plan from the cards; no card offers a new project.
    expect(await within(tier('Pro')).findByText('Current plan')).toBeInTheDocument()
    expect(within(tier('Free')).getByRole('button', { name: 'Change plan to Free' })).toHaveTextContent('Change plan')
    expect(within(tier('Team')).getByRole('button', { name: 'Change plan to Team' })).toBeInTheDocument()
    expect(within(tier('Pro')).queryByRole('button', { name: /Change plan/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Start your project' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Start for Free' })).not.toBeInTheDocument()
    expect(within(tier('Enterprise')).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      `${TEST_SITE_URL}/contact/enterprise`
    )
    await waitFor(() => expect(within(tier('Pro')).getByText('Current plan')).toBeInTheDocument())
    expect(within(tier('Team')).queryByText('Current plan')).not.toBeInTheDocument()
  })

  it('renders the plan feature matrix with ✓, — and text values', () => {
    useMockPlatform()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    const database = screen.getByRole('table', { name: 'Database' })
    const backups = within(database).getByRole('row', { name: /Automatic backups/ })
    const cells = within(backups).getAllByRole('cell')
    expect(within(cells[0]).getByRole('img', { name: 'Not included' })).toHaveTextContent('—')
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['7 days', '14 days', 'Custom'])

    const auth = screen.getByRole('table', { name: 'Auth' })
    const auditTrails = within(auth).getByRole('row', { name: /Audit trails/ })
    expect(within(auditTrails).getByRole('img', { name: 'Included' })).toHaveTextContent('✓')
    for (const name of ['Storage', 'Edge functions', 'Realtime', 'Dashboard', 'Security', 'Support']) {
      expect(screen.getByRole('table', { name })).toBeInTheDocument()
    }
  })

  it('previews what another plan would cost', async () => {
    useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    await user.click(screen.getByRole('button', { name: 'Change plan to Team' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change to the Team plan' }, LAZY_DIALOG)
    expect(await within(dialog).findByText('Team Plan')).toBeInTheDocument()
    expect(within(dialog).getByText('Monthly total').nextElementSibling).toHaveTextContent('$639.00')
  })

  it('explains marketplace billing with the partner id and turns plan changes off', async () => {
    useMockPlatform()
    renderWithPlatform(<BillingPage slug={VERCEL_ORG_SLUG} />)

    expect(await screen.findByText('Billing for this organization is managed by Vercel Marketplace')).toBeInTheDocument()
    expect(screen.getByText('abc')).toBeInTheDocument()
    expect(screen.getByText(/Partner ID:/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change plan to Pro' })).toBeDisabled()
    expect(await within(section('Payment methods')).findByText('Payments are collected by Vercel Marketplace.')).toBeInTheDocument()
  })

  it('names the AWS Marketplace for organizations billed there, without a partner id', async () => {
    useMockPlatform()
    renderWithPlatform(<BillingPage slug={AWS_ORG_SLUG} />)

    expect(await screen.findByText('Billing for this organization is managed by AWS Marketplace')).toBeInTheDocument()
    expect(screen.queryByText(/Partner ID:/)).not.toBeInTheDocument()
  })

  it('has no marketplace notice for directly billed organizations', async () => {
    useMockPlatform()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    expect(await within(section('Billing address')).findByText('1 Main Street')).toBeInTheDocument()
    expect(screen.queryByText(/Billing for this organization is managed by/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change plan to Team' })).toBeEnabled()
  })

  it('scrolls to the section named by the URL hash', async () => {
    useMockPlatform()
    const scrolled: string[] = []
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id)
    })
    Element.prototype.scrollIntoView = scrollIntoView
    // replaceState sets the hash without a hashchange event, as a page load does.
    window.history.replaceState(null, '', '#address')
    try {
      renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)
      expect(scrolled).toEqual(['address'])
      // Once the sections have loaded (and pushed the anchor down) it scrolls there again.
      await within(section('Billing address')).findByText('1 Main Street')
      await waitFor(() => expect(scrolled).toEqual(['address', 'address']))
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
    }
  })

  it('explains that billing is not part of a self-hosted dashboard', async () => {
    useMockPlatform()
    renderWithPlatform(<BillingPage slug="default-org-slug" />, platformConfig({ isPlatform: false }))

    expect(screen.getByText('Not available on self-hosted dashboards')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Invoices' })).not.toBeInTheDocument()
  })
})
