import { describe, expect, it } from 'vitest'

import { billingControls, cardRemovalBlock, ONLY_CARD_OF_PAID_PLAN } from '@/lib/billing/billing-controls'
import { downgradeConsequences, planChangeDirection, planPriceChange, previewTotal } from '@/lib/billing/plan-change'
import { checkTaxId, normalizeTaxIdValue, taxIdCountry, TAX_ID_RULES } from '@/lib/billing/tax-id-rules'
import { pricingTiers } from '@/lib/catalog/pricing-tiers'
import { managementPermissions } from '@/lib/permissions/management-permissions'

describe('tax id rules', () => {
  it.each([
    ['eu_vat', 'DE123456789', 'DE123456789'],
    ['eu_vat', 'fr 12 345678901', 'FR12345678901'],
    ['gb_vat', 'GB 123 4567 89', 'GB123456789'],
    ['us_ein', '12-3456789', '12-3456789'],
    ['au_abn', '12 345 678 912', '12345678912'],
    ['ca_bn', '123456789', '123456789'],
    ['in_gst', '22aaaaa0000a1z5', '22AAAAA0000A1Z5'],
    ['ch_vat', 'CHE-123.456.789  MWST', 'CHE-123.456.789 MWST'],
    ['jp_cn', '1234567891234', '1234567891234'],
  ])('accepts %s %s', (type, value, sent) => {
    expect(checkTaxId(type, value)).toEqual({ ok: true, value: sent })
  })

  it.each([
    ['eu_vat', 'US123456789'],
    ['eu_vat', 'DE1'],
    ['gb_vat', '123456789'],
    ['us_ein', '123456789'],
    ['au_abn', '1234567891'],
    ['ca_bn', '12345678A'],
    ['in_gst', '22AAAAA0000A1X5'],
    ['ch_vat', 'CHE123456789'],
  ])('refuses %s %s with the expected shape', (type, value) => {
    const result = checkTaxId(type, value)
    expect(result.ok).toBe(false)
    const example = TAX_ID_RULES.find((rule) => rule.type === type)?.example
    expect(!result.ok && result.message).toContain(`It looks like ${example}`)
  })

  it('asks for a type and a value first', () => {
    expect(checkTaxId('', 'DE123456789')).toEqual({ ok: false, message: 'Choose the type of tax ID.' })
    expect(checkTaxId('eu_vat', '   ')).toEqual({ ok: false, message: 'Enter the EU VAT number.' })
  })

  it('every example satisfies its own rule', () => {
    for (const rule of TAX_ID_RULES) expect(checkTaxId(rule.type, rule.example).ok, rule.type).toBe(true)
  })

  it('keeps the space of Swiss ids and derives the country', () => {
    expect(normalizeTaxIdValue('ch_vat', ' che-123.456.789 tva ')).toBe('CHE-123.456.789 TVA')
    expect(taxIdCountry('eu_vat', 'DE123456789')).toBe('DE')
    expect(taxIdCountry('eu_vat', 'EL123456789')).toBe('GR')
    expect(taxIdCountry('gb_vat', 'GB123456789')).toBe('GB')
    expect(taxIdCountry('nope', '1')).toBeUndefined()
  })
})

describe('plan change', () => {
  const tiers = pricingTiers('https://example.test')
  const tier = (planId: string) => tiers.find((candidate) => candidate.planId === planId)!

  it('orders plans', () => {
    expect(planChangeDirection('free', 'pro')).toBe('upgrade')
    expect(planChangeDirection('team', 'pro')).toBe('downgrade')
    expect(planChangeDirection('pro', 'pro')).toBe('none')
  })

  it('computes the base price difference from the catalogue', () => {
    expect(planPriceChange(tier('pro'), tier('team'))).toEqual({ currentMonthly: 25, nextMonthly: 599, monthlyDifference: 574 })
    expect(planPriceChange(tier('team'), tier('free'))).toEqual({ currentMonthly: 599, nextMonthly: 0, monthlyDifference: -599 })
    expect(planPriceChange({ priceMonthly: 0.1 }, { priceMonthly: 0.3 })?.monthlyDifference).toBe(0.2)
    expect(planPriceChange(tier('pro'), tier('enterprise'))).toBeUndefined()
  })

  it('sums preview lines to whole cents', () => {
    expect(previewTotal([{ total_price: 25 }, { total_price: 0.1 }, { total_price: 0.2 }])).toBe(25.3)
    expect(previewTotal([])).toBe(0)
  })

  it('lists what a downgrade takes away, and nothing for an upgrade', () => {
    expect(downgradeConsequences('pro', 'team', tiers)).toEqual([])
    const toPro = downgradeConsequences('team', 'pro', tiers)
    expect(toPro).toContain('No longer included: SSO for the dashboard')
    expect(toPro).not.toContain('No longer included: Email support')
    const toFree = downgradeConsequences('team', 'free', tiers)
    expect(toFree).toContain('No longer included: SSO for the dashboard')
    expect(toFree).toContain('No longer included: Email support')
    expect(toFree.some((line) => line.includes('paused after 1 week'))).toBe(true)
  })
})

describe('billing controls', () => {
  const entry = (actions: string[]) => [{ organization_slug: 'acme', actions, resources: ['%'] }]

  it('gates billing changes on the billing permission and the email on organization update', () => {
    const billing = managementPermissions(entry(['billing:all', 'write:Update']), 'acme')
    expect(billingControls(billing, { isMarketplaceBilled: false })).toEqual({
      canChangePlan: true,
      canManagePaymentMethods: true,
      canManageTaxIds: true,
      canEditAddress: true,
      canEditBillingEmail: true,
    })
    const noBilling = managementPermissions(entry(['read:Read', 'write:Update']), 'acme')
    expect(billingControls(noBilling, { isMarketplaceBilled: false })).toEqual({
      canChangePlan: false,
      canManagePaymentMethods: false,
      canManageTaxIds: false,
      canEditAddress: false,
      canEditBillingEmail: true,
    })
  })

  it('leaves plan and cards to the marketplace, and hides everything while permissions load', () => {
    const all = { canManageBilling: true, canUpdateOrganization: true }
    const marketplace = billingControls(all, { isMarketplaceBilled: true })
    expect(marketplace.canChangePlan).toBe(false)
    expect(marketplace.canManagePaymentMethods).toBe(false)
    expect(marketplace.canManageTaxIds).toBe(true)
    expect(Object.values(billingControls({ ...all, isLoading: true }, { isMarketplaceBilled: false })).some(Boolean)).toBe(false)
  })

  it('refuses to remove the only card of a paid plan', () => {
    expect(cardRemovalBlock({ cardCount: 1, planId: 'pro' })).toBe(ONLY_CARD_OF_PAID_PLAN)
    expect(cardRemovalBlock({ cardCount: 2, planId: 'pro' })).toBeUndefined()
    expect(cardRemovalBlock({ cardCount: 1, planId: 'free' })).toBeUndefined()
  })
})
