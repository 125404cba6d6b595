import type { HttpHandler } from 'msw'

import type { InvoiceLine, PlanId } from '../model'
import { findOrganization, type PlatformState } from '../platform-state'
import { PLAN_NAMES, PLAN_PRICES_USD } from '../seed-billing'
import { organizationNotFound } from './organizations'
import { apiError, type Route } from './route'

const TIER_PLANS = {
  tier_free: 'free',
  tier_pro: 'pro',
  tier_payg: 'pro',
  tier_team: 'team',
  tier_enterprise: 'enterprise',
} as const satisfies Record<string, PlanId>

/** Compute billed per active project on paid plans, USD per month (the Micro size). */
const COMPUTE_PER_PROJECT_USD = 10

export function billingHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/organizations/{slug}/payments', ({ params, state }) => {
      const methods = state.paymentMethods[params.slug]
      return methods ? { status: 200, body: methods } : organizationNotFound(params.slug)
    }),

    route('get', '/platform/organizations/{slug}/tax-ids', ({ params, state }) => {
      const taxIds = state.taxIds[params.slug]
      return taxIds ? { status: 200, body: { data: taxIds } } : organizationNotFound(params.slug)
    }),

    route('get', '/platform/organizations/{slug}/customer', ({ params, state }) => {
      const customer = state.customers[params.slug]
      return customer ? { status: 200, body: customer } : organizationNotFound(params.slug)
    }),

    route('get', '/platform/organizations/{slug}/billing/subscription', ({ params, state }) => {
      const subscription = state.subscriptions[params.slug]
      return subscription ? { status: 200, body: subscription } : organizationNotFound(params.slug)
    }),

    route('post', '/platform/organizations/{slug}/billing/subscription/preview', async ({ params, state, readBody }) => {
      const organization = findOrganization(state, params.slug)
      if (!organization) return organizationNotFound(params.slug)
      const { tier } = await readBody()
      const plan = TIER_PLANS[tier]
      if (!plan) return apiError(400, `Unknown tier ${String(tier)}`)
      const projects = activeProjects(state, organization.id)
      return {
        status: 200,
        body: {
          number_of_projects: projects.length,
          billed_via_partner: organization.billing_partner != null,
          breakdown: planLines(plan, projects),
        },
      }
    }),

    route('get', '/platform/organizations/{slug}/billing/invoices/upcoming', ({ params, state }) => {
      const organization = findOrganization(state, params.slug)
      const subscription = state.subscriptions[params.slug]
      if (!organization || !subscription) return organizationNotFound(params.slug)
      const lines: InvoiceLine[] = [
        ...planLines(subscription.plan.id, activeProjects(state, organization.id)),
        ...subscription.addons.map((addon) => ({
          description: addon.name,
          quantity: 1,
          unit_price: addon.price,
          total_price: addon.price,
        })),
      ]
      const total = lines.reduce((sum, line) => sum + line.total_price, 0)
      return {
        status: 200,
        body: {
          amount_total: total,
          amount_projected: total,
          currency: 'usd',
          billing_cycle_start: new Date(subscription.current_period_start * 1000).toISOString(),
          billing_cycle_end: new Date(subscription.current_period_end * 1000).toISOString(),
          lines,
        },
      }
    }),

    route('get', '/platform/stripe/invoices', ({ query, state }) => {
      const slug = query.get('slug')
      if (!slug) return apiError(400, 'slug is required')
      if (!findOrganization(state, slug)) return organizationNotFound(slug)
      const invoices = state.invoices[slug] ?? []
      const offset = Math.max(0, Number(query.get('offset') ?? 0) || 0)
      const limit = Math.max(1, Number(query.get('limit') ?? invoices.length) || invoices.length || 1)
      return {
        status: 200,
        body: invoices.slice(offset, offset + limit),
        headers: { 'x-total-count': String(invoices.length) },
      }
    }),

    route('head', '/platform/stripe/invoices', ({ query, state }) => {
      const slug = query.get('slug')
      // HEAD errors carry no body: the status says it all.
      if (!slug) return { status: 400, body: undefined }
      if (!findOrganization(state, slug)) return { status: 404, body: undefined }
      return { status: 200, body: undefined, headers: { 'x-total-count': String((state.invoices[slug] ?? []).length) } }
    }),

    // As the platform answers (OverdueInvoiceCount): one entry per organization of the user's, counting 0
    // where nothing is overdue.
    route('get', '/platform/stripe/invoices/overdue', ({ state }) => ({
      status: 200,
      body: state.organizations.map((organization) => ({
        organization_id: organization.id,
        overdue_invoice_count: state.overdueInvoices
          .filter((invoice) => invoice.organization_id === organization.id)
          .reduce((sum, invoice) => sum + (invoice.overdue_invoice_count ?? 1), 0),
      })),
    })),

    route('get', '/platform/stripe/invoices/{invoice_id}', ({ params, state }) => {
      const invoice = Object.values(state.invoices)
        .flat()
        .find((candidate) => candidate.id === params.invoice_id)
      return invoice ? { status: 200, body: invoice } : apiError(404, `Invoice ${params.invoice_id} not found`)
    }),
  ]
}

function activeProjects(state: PlatformState, organizationId: number) {
  return state.projects.filter(
    (project) => project.organization_id === organizationId && project.status !== 'INACTIVE' && project.status !== 'REMOVED'
  )
}

function planLines(plan: PlanId, projects: PlatformState['projects']): InvoiceLine[] {
  const price = PLAN_PRICES_USD[plan]
  const lines: InvoiceLine[] = [
    { description: `${PLAN_NAMES[plan]} Plan`, quantity: 1, unit_price: price, total_price: price },
  ]
  if (plan !== 'free' && projects.length > 0) {
    lines.push({
      description: 'Compute Hours',
      quantity: projects.length,
      unit_price: COMPUTE_PER_PROJECT_USD,
      total_price: COMPUTE_PER_PROJECT_USD * projects.length,
      breakdown: projects.map((project) => ({
        project_ref: project.ref,
        project_name: project.name,
        usage: 744,
      })),
    })
  }
  return lines
}
