import type {
  CustomerProfile,
  Invoice,
  Organization,
  OverdueInvoice,
  PaymentMethodsResponse,
  PlanId,
  Subscription,
  TaxId,
} from './model'
import { SEED_TIME } from './seed-ids'

/** Monthly plan prices in USD (SPEC §9 pricing tiers); enterprise is custom, billed by contract. */
export const PLAN_PRICES_USD: Record<PlanId, number> = { free: 0, pro: 25, team: 599, enterprise: 0 }
export const PLAN_NAMES: Record<PlanId, string> = { free: 'Free', pro: 'Pro', team: 'Team', enterprise: 'Enterprise' }

const SEED_SECONDS = Date.parse(SEED_TIME) / 1000
const DAY_SECONDS = 86_400

export function seedSubscription(organization: Organization): Subscription {
  const isPartnerBilled = organization.billing_partner != null
  return {
    plan: { id: organization.plan.id, name: organization.plan.name },
    billing_cycle_anchor: SEED_SECONDS - 90 * DAY_SECONDS,
    current_period_start: SEED_SECONDS,
    current_period_end: SEED_SECONDS + 30 * DAY_SECONDS,
    usage_billing_enabled: organization.usage_billing_enabled ?? false,
    payment_method_type: isPartnerBilled || organization.plan.id === 'free' ? null : 'card',
    payment_method_id: isPartnerBilled || organization.plan.id === 'free' ? null : `pm_${organization.slug}`,
    billing_via_partner: isPartnerBilled,
    billing_partner: organization.billing_partner ?? null,
    addons:
      organization.plan.id === 'pro'
        ? [{ name: 'Compute Small', price: 15, supabase_prod_id: 'addon_instance_small' }]
        : [],
    scheduled_plan_change: null,
  }
}

export function seedPaymentMethods(organization: Organization): PaymentMethodsResponse {
  if (organization.billing_partner != null || organization.plan.id === 'free') {
    return { data: [], defaultPaymentMethodId: null }
  }
  const id = `pm_${organization.slug}`
  return {
    data: [
      {
        id,
        type: 'card',
        created: SEED_SECONDS - 200 * DAY_SECONDS,
        is_default: true,
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      },
      {
        id: `${id}_backup`,
        type: 'card',
        created: SEED_SECONDS - 20 * DAY_SECONDS,
        is_default: false,
        card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2028 },
      },
    ],
    defaultPaymentMethodId: id,
  }
}

export function seedTaxIds(organization: Organization): TaxId[] {
  if (organization.plan.id !== 'pro') return []
  return [{ id: 'txi_acme', type: 'eu_vat', value: 'DE123456789', country: 'DE', created: SEED_SECONDS }]
}

export function seedCustomer(organization: Organization): CustomerProfile {
  if (organization.organization_missing_address) {
    return { address: null, billing_name: organization.name, email: organization.billing_email ?? null }
  }
  return {
    address: {
      line1: '1 Main Street',
      line2: null,
      city: 'Berlin',
      state: null,
      postal_code: '10115',
      country: 'DE',
    },
    billing_name: organization.name,
    email: organization.billing_email ?? null,
  }
}

/** Six monthly invoices, newest first, all paid; the free organization has none. */
export function seedInvoices(organization: Organization): Invoice[] {
  const monthly = PLAN_PRICES_USD[organization.plan.id] * 100
  if (monthly === 0) return []
  return Array.from({ length: 6 }, (_, index) => {
    const periodEnd = SEED_SECONDS - index * 30 * DAY_SECONDS
    const amount = monthly + index * 137
    return {
      id: `in_${organization.slug}_${6 - index}`,
      number: `${organization.slug.toUpperCase().replace(/[^A-Z]/g, '')}-${String(6 - index).padStart(4, '0')}`,
      status: 'paid' as const,
      amount_due: amount,
      subtotal: amount,
      period_start: periodEnd - 30 * DAY_SECONDS,
      period_end: periodEnd,
      due_date: periodEnd + 14 * DAY_SECONDS,
      invoice_pdf: `https://invoices.mock.test/${organization.slug}/${6 - index}.pdf`,
      hosted_invoice_url: `https://invoices.mock.test/${organization.slug}/${6 - index}`,
      payment_is_processing: false,
    }
  })
}

/**
 * Marks an organization's newest invoice as open and past due and returns the matching overdue count,
 * so the invoice list and GET /platform/stripe/invoices/overdue tell the same story.
 */
export function makeInvoiceOverdue(organization: Organization, invoices: Invoice[]): OverdueInvoice {
  const overdueSeconds = SEED_SECONDS - 10 * DAY_SECONDS
  let invoice = invoices[0]
  if (!invoice) {
    invoice = {
      id: `in_${organization.slug}_overdue`,
      number: `${organization.slug.toUpperCase().replace(/[^A-Z]/g, '')}-OVERDUE`,
      status: 'open',
      amount_due: 2500,
      subtotal: 2500,
      period_start: overdueSeconds - 44 * DAY_SECONDS,
      period_end: overdueSeconds - 14 * DAY_SECONDS,
      due_date: overdueSeconds,
      invoice_pdf: null,
      hosted_invoice_url: null,
      payment_is_processing: false,
    }
    invoices.unshift(invoice)
  }
  invoice.status = 'open'
  invoice.due_date = overdueSeconds
  // The platform answers one count per organization (OverdueInvoiceCount), not the invoices themselves.
  return { organization_id: organization.id, overdue_invoice_count: 1 }
}
