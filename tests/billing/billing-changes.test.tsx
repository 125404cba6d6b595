import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { BillingPage } from '@/components/org/billing/billing-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { ONLY_CARD_OF_PAID_PLAN } from '@/lib/billing/billing-controls'
import { toast } from '@/lib/ui/toast'
import { REJECTED_TAX_ID_VALUE } from '@/mock-platform/handlers/billing-changes'
import { PRIMARY_ORG_SLUG } from '@/mock-platform/seed-ids'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'

import { platformConfig, renderWithPlatform } from './render-with-platform'

afterEach(() => {
  resetPlatformClient()
  vi.restoreAllMocks()
})

const section = (name: string) => screen.getByRole('region', { name })
// Lazy dialogs compile on first use, which is slow on a busy test machine.
const SLOW = { timeout: 15_000 }
const writes = (state: ReturnType<typeof useMockPlatform>, method: string, path: string) =>
  state.requests.filter((request) => request.method === method && request.path === `/platform/organizations/${PRIMARY_ORG_SLUG}${path}`)

describe('billing changes', () => {
  it('changes the plan after showing the price difference, and the page shows the new plan', async () => {
    const state = useMockPlatform()
    const success = vi.spyOn(toast, 'success')
    const user = userEvent.setup()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    const subscription = section('Subscription plan')
    await within(subscription).findByText('Current plan', { selector: 'dt' })
    await user.click(await screen.findByRole('button', { name: 'Change plan to Team' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change to the Team plan' }, SLOW)
    expect(within(dialog).getByTestId('plan-price-change')).toHaveTextContent('$25.00 on Pro → $599.00 on Team per month (+$574.00)')
    expect(await within(dialog).findByText('Monthly total')).toBeInTheDocument()
    expect(within(dialog).queryByRole('list', { name: 'What the organization loses' })).not.toBeInTheDocument()

    await user.click(await within(dialog).findByRole('button', { name: 'Change to Team' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(writes(state, 'PUT', '/billing/subscription').map((request) => request.body)).toEqual([{ tier: 'tier_team' }])
    expect(success).toHaveBeenCalledWith('The organization is now on the Team plan')
    await waitFor(() =>
      expect(within(subscription).getByText('Current plan', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Team')
    )
  })

  it('lists what a downgrade takes away, and shows a refusal in the dialog', async () => {
    const state = useMockPlatform()
    // Without a card on file the platform refuses a paid plan.
    state.paymentMethods[PRIMARY_ORG_SLUG] = { data: [], defaultPaymentMethodId: null }
    const user = userEvent.setup()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    await user.click(await screen.findByRole('button', { name: 'Change plan to Free' }))
    const toFree = await screen.findByRole('dialog', { name: 'Change to the Free plan' }, SLOW)
    expect(within(toFree).getByTestId('plan-price-change')).toHaveTextContent('(−$25.00)')
    const losses = within(toFree).getByRole('list', { name: 'What the organization loses' })
    expect(within(losses).getByText('No longer included: Email support')).toBeInTheDocument()
    expect(within(losses).getByText(/paused after 1 week of inactivity/)).toBeInTheDocument()
    await user.click(within(toFree).getByRole('button', { name: 'Cancel' }))

    await user.click(screen.getByRole('button', { name: 'Change plan to Team' }))
    const toTeam = await screen.findByRole('dialog', { name: 'Change to the Team plan' }, SLOW)
    await user.click(within(toTeam).getByRole('button', { name: 'Change to Team' }))
    expect(await within(toTeam).findByRole('alert')).toHaveTextContent(
      'Could not change the plan: Add a payment method before moving to a paid plan'
    )
    expect(state.subscriptions[PRIMARY_ORG_SLUG].plan.id).toBe('pro')
  })

  it('makes another card the default and removes a card; the only card of a paid plan cannot be removed', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    const methods = section('Payment methods')
    await user.click(await within(methods).findByRole('button', { name: 'Make Mastercard **** **** **** 4444 the default' }))
    await waitFor(() => {
      const cards = within(methods).getAllByRole('listitem')
      expect(within(cards[1]).getByText('Default')).toBeInTheDocument()
      expect(within(cards[0]).queryByText('Default')).not.toBeInTheDocument()
    })
    expect(writes(state, 'PUT', '/payments/default').map((request) => request.body)).toEqual([
      { payment_method_id: `pm_${PRIMARY_ORG_SLUG}_backup` },
    ])

    await user.click(within(methods).getByRole('button', { name: 'Remove Visa **** **** **** 4242' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove Visa **** **** **** 4242?' }, SLOW)
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }))
    await waitFor(() => expect(within(methods).getAllByRole('listitem')).toHaveLength(1))
    expect(writes(state, 'DELETE', '/payments').map((request) => request.body)).toEqual([{ card_id: `pm_${PRIMARY_ORG_SLUG}` }])

    const lastRemove = within(methods).getByRole('button', { name: 'Remove Mastercard **** **** **** 4444' })
    expect(lastRemove).toBeDisabled()
    expect(lastRemove).toHaveAccessibleDescription(ONLY_CARD_OF_PAID_PLAN)
  })

  it('refuses a malformed tax id before sending, keeps input on a platform error, adds and removes one', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    const address = section('Billing address')
    const form = await within(address).findByRole('form', { name: 'Add a tax ID' }, SLOW)
    await user.selectOptions(within(form).getByLabelText('Tax ID type'), 'gb_vat')
    const input = within(form).getByLabelText('Tax ID number')
    await user.type(input, '12345')
    await user.click(within(form).getByRole('button', { name: 'Add tax ID' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('This is not a valid GB VAT number. It looks like GB123456789.')
    expect(writes(state, 'PUT', '/tax-ids')).toHaveLength(0)

    await user.selectOptions(within(form).getByLabelText('Tax ID type'), 'eu_vat')
    await user.clear(input)
    await user.type(input, REJECTED_TAX_ID_VALUE)
    await user.click(within(form).getByRole('button', { name: 'Add tax ID' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(`Could not add the tax ID: Invalid value for eu_vat: ${REJECTED_TAX_ID_VALUE}`)
    expect(input).toHaveValue(REJECTED_TAX_ID_VALUE)

    await user.selectOptions(within(form).getByLabelText('Tax ID type'), 'au_abn')
    await user.clear(input)
    await user.type(input, '12 345 678 912')
    await user.click(within(form).getByRole('button', { name: 'Add tax ID' }))
    const list = within(address).getByRole('list', { name: 'Tax IDs' })
    expect(await within(list).findByText('12345678912')).toBeInTheDocument()
    expect(writes(state, 'PUT', '/tax-ids').at(-1)?.body).toEqual({ type: 'au_abn', value: '12345678912', country: 'AU' })
    expect(input).toHaveValue('')

    await user.click(within(list).getByRole('button', { name: 'Remove tax ID EU VAT DE123456789' }))
    await waitFor(() => expect(within(list).queryByText('DE123456789')).not.toBeInTheDocument())
    expect(writes(state, 'DELETE', '/tax-ids').map((request) => request.body)).toEqual([{ id: 'txi_acme' }])
  })

  it('edits the billing address and the billing email', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    const address = section('Billing address')
    await user.click(await within(address).findByRole('button', { name: 'Edit address' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit billing address' }, SLOW)
    const line1 = within(dialog).getByLabelText('Address line 1')
    await user.clear(line1)
    await user.type(line1, '9 Harbour Road')
    const country = within(dialog).getByLabelText('Country code')
    await user.clear(country)
    await user.type(country, 'Germany')
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }))
    expect(await within(dialog).findByText('Enter the two-letter country code, e.g. DE or US.')).toBeInTheDocument()
    expect(writes(state, 'PUT', '/customer')).toHaveLength(0)

    await user.clear(country)
    await user.type(country, 'de')
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await within(address).findByText('9 Harbour Road')).toBeInTheDocument()
    expect(writes(state, 'PUT', '/customer')[0]?.body).toMatchObject({
      billing_name: 'Acme Corp',
      address: { line1: '9 Harbour Road', country: 'DE', city: 'Berlin' },
    })

    await user.click(within(address).getByRole('button', { name: 'Edit billing email' }))
    const email = await within(address).findByRole('form', { name: 'Billing email' }, SLOW)
    const emailInput = within(email).getByLabelText('Billing email')
    await user.clear(emailInput)
    await user.type(emailInput, 'invoices@acme.test')
    await user.click(within(email).getByRole('button', { name: 'Save email' }))
    await waitFor(() =>
      expect(within(address).getByText('Billing email', { selector: 'dt' }).nextElementSibling).toHaveTextContent('invoices@acme.test')
    )
    expect(state.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ billing_email: 'invoices@acme.test' })
  })

  it('hides billing changes from members without the billing permission', async () => {
    useMockPlatform('no-billing-permission')
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />)

    const methods = section('Payment methods')
    await within(methods).findByRole('list', { name: 'Payment methods' })
    expect(await within(section('Billing address')).findByRole('list', { name: 'Tax IDs' })).toBeInTheDocument()
    // The organization update permission remains, so the billing email stays editable.
    expect(await within(section('Billing address')).findByRole('button', { name: 'Edit billing email' })).toBeInTheDocument()
    expect(within(methods).queryByRole('button', { name: /Remove|Make|Add payment method/ })).not.toBeInTheDocument()
    expect(within(section('Billing address')).queryByRole('button', { name: 'Edit address' })).not.toBeInTheDocument()
    expect(within(section('Billing address')).queryByRole('form', { name: 'Add a tax ID' })).not.toBeInTheDocument()
  })

  it('says when cards cannot be added from this dashboard, without asking the platform', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<BillingPage slug={PRIMARY_ORG_SLUG} />, platformConfig())

    await user.click(await within(section('Payment methods')).findByRole('button', { name: 'Add payment method' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' }, SLOW)
    expect(within(dialog).getByRole('alert')).toHaveTextContent('no payment provider key (STRIPE_PUBLISHABLE_KEY)')
    expect(writes(state, 'POST', '/payments/setup-intent')).toHaveLength(0)
  })
})
