import type { HttpHandler } from 'msw'

import { managementPermissions } from '@/lib/permissions/management-permissions'

import type { PlanId } from '../model'
import { findOrganization, type PlatformState } from '../platform-state'
import { PLAN_NAMES } from '../seed-billing'
import { organizationNotFound } from './organizations'
import { apiError, type Route } from './route'

const TIER_PLANS: Record<string, PlanId> = {
  tier_free: 'free',
  tier_pro: 'pro',
  tier_payg: 'pro',
  tier_team: 'team',
  tier_enterprise: 'enterprise',
}

/** Tax ids the mock's "payment provider" refuses, to exercise the platform-error path. */
export const REJECTED_TAX_ID_VALUE = 'DE000000000'

function refusal(state: PlatformState, slug: string) {
  if (!findOrganization(state, slug)) return organizationNotFound(slug)
  if (!managementPermissions(state.permissions, slug).canManageBilling) {
    return apiError(403, 'You do not have permission to manage billing for this organization')
  }
  return undefined
}

/** Changing the plan, the cards, the tax ids and the billing address (each needs the billing permission). */
export function billingChangeHandlers(route: Route): HttpHandler[] {
  return [
    route('put', '/platform/organizations/{slug}/billing/subscription', async ({ params, state, readBody }) => {
      const refused = refusal(state, params.slug)
      if (refused) return refused
      const organization = findOrganization(state, params.slug)!
      const subscription = state.subscriptions[params.slug]
      const { tier } = await readBody()
      const plan = TIER_PLANS[tier]
      if (!plan) return apiError(400, `Unknown tier ${String(tier)}`)
      if (organization.billing_partner != null) return apiError(400, 'This organization is billed through a marketplace')
      if (plan === 'enterprise') return apiError(400, 'The Enterprise plan is arranged with sales')
      const methods = state.paymentMethods[params.slug]
      if (plan !== 'free' && !methods?.defaultPaymentMethodId) {
        return apiError(402, 'Add a payment method before moving to a paid plan')
      }
      const name = PLAN_NAMES[plan]
      organization.plan = { id: plan, name }
      if (subscription) {
        subscription.plan = { id: plan, name }
        if (plan === 'free') subscription.addons = []
      }
      return { status: 200, body: undefined }
    }),

    route('put', '/platform/organizations/{slug}/payments/default', async ({ params, state, readBody }) => {
      const refused = refusal(state, params.slug)
      if (refused) return refused
      const { payment_method_id } = await readBody()
      const methods = state.paymentMethods[params.slug]
      if (!methods?.data.some((method) => method.id === payment_method_id)) {
        return apiError(404, `Payment method ${payment_method_id} not found`)
      }
      methods.defaultPaymentMethodId = payment_method_id
      for (const method of methods.data) method.is_default = method.id === payment_method_id
      const subscription = state.subscriptions[params.slug]
      if (subscription) subscription.payment_method_id = payment_method_id
      return { status: 200, body: undefined }
    }),

    route('delete', '/platform/organizations/{slug}/payments', async ({ params, state, readBody }) => {
      const refused = refusal(state, params.slug)
      if (refused) return refused
      const { card_id } = await readBody()
      const methods = state.paymentMethods[params.slug]
      if (!methods?.data.some((method) => method.id === card_id)) return apiError(404, `Payment method ${card_id} not found`)
      const plan = state.subscriptions[params.slug]?.plan.id
      if (methods.data.length === 1 && plan !== 'free') {
        return apiError(400, 'The only payment method of a paid plan cannot be removed')
      }
      methods.data = methods.data.filter((method) => method.id !== card_id)
      if (methods.defaultPaymentMethodId === card_id) {
        methods.defaultPaymentMethodId = methods.data[0]?.id ?? null
        if (methods.data[0]) methods.data[0].is_default = true
      }
      return { status: 200, body: undefined }
    }),

    route('post', '/platform/organizations/{slug}/payments/setup-intent', ({ params, state }) => {
      const refused = refusal(state, params.slug)
      if (refused) return refused
      const id = `seti_${params.slug}_${state.requests.length}`
      return { status: 201, body: { id, client_secret: `${id}_secret_mock`, status: 'requires_payment_method' } }
    }),

    route('put', '/platform/organizations/{slug}/tax-ids', async ({ params, state, readBody }) => {
      const refused = refusal(state, params.slug)
      if (refused) return refused
      const { type, value, country } = await readBody()
      if (value === REJECTED_TAX_ID_VALUE) return apiError(400, `Invalid value for ${type}: ${value}`)
      const taxIds = (state.taxIds[params.slug] ??= [])
      if (taxIds.some((taxId) => taxId.type === type && taxId.value === value)) return apiError(409, 'This tax ID is already on file')
      const taxId = { id: `txi_${params.slug}_${taxIds.length + 1}_${Date.now()}`, type, value, country: country ?? null, created: Math.floor(Date.now() / 1000) }
      taxIds.push(taxId)
      return { status: 200, body: taxId }
    }),

    route('delete', '/platform/organizations/{slug}/tax-ids', async ({ params, state, readBody }) => {
      const refused = refusal(state, params.slug)
      if (refused) return refused
      const { id } = await readBody()
      const taxIds = state.taxIds[params.slug] ?? []
      if (!taxIds.some((taxId) => taxId.id === id)) return apiError(404, `Tax ID ${id} not found`)
      state.taxIds[params.slug] = taxIds.filter((taxId) => taxId.id !== id)
      return { status: 200, body: undefined }
    }),

    route('put', '/platform/organizations/{slug}/customer', async ({ params, state, readBody }) => {
      const refused = refusal(state, params.slug)
      if (refused) return refused
      const { address, billing_name } = await readBody()
      if (address && (!address.line1?.trim() || !address.country?.trim())) {
        return apiError(400, 'address.line1 and address.country are required')
      }
      const customer = state.customers[params.slug] ?? { address: null, billing_name: null, email: null }
      state.customers[params.slug] = {
        ...customer,
        ...(address ? { address } : {}),
        ...(billing_name !== undefined ? { billing_name } : {}),
      }
      return { status: 200, body: state.customers[params.slug] }
    }),
  ]
}
