import { describe, expect, it } from 'vitest'

import { formatInvoiceAmount, formatUnixDate, pageRangeLabel } from '@/lib/billing/invoices'
import { managedByNoticeTitle, marketplaceLabel } from '@/lib/billing/managed-by'
import { cardBrandLabel, cardExpiry, maskedCardNumber } from '@/lib/billing/payment-card'
import { taxIdTypeLabel } from '@/lib/billing/tax-ids'
import { MASKED_CARD_NUMBER } from '@/lib/format/money'

describe('payment card display', () => {
  it('keeps the SPEC mask for the hidden digits and shows the last four', () => {
    expect(maskedCardNumber('4242')).toBe('**** **** **** 4242')
    expect(maskedCardNumber('12344242')).toBe('**** **** **** 4242')
    expect(maskedCardNumber(undefined)).toBe(MASKED_CARD_NUMBER)
    expect(maskedCardNumber('42')).toBe('**** **** **** ****')
  })

  it('names brands and expiries the way people read them', () => {
    expect(cardBrandLabel('visa')).toBe('Visa')
    expect(cardBrandLabel('american_express')).toBe('American Express')
    expect(cardExpiry(3, 2028)).toBe('03/2028')
  })
})

describe('marketplace billing', () => {
  it('names the marketplace that bills the organization', () => {
    expect(managedByNoticeTitle(marketplaceLabel('vercel-marketplace') ?? '')).toBe(
      'Billing for this organization is managed by Vercel Marketplace'
    )
    expect(managedByNoticeTitle(marketplaceLabel('aws-marketplace') ?? '')).toBe(
      'Billing for this organization is managed by AWS Marketplace'
    )
    expect(marketplaceLabel('supabase')).toBeUndefined()
    expect(marketplaceLabel(undefined)).toBeUndefined()
  })
})

describe('invoice display', () => {
  it('turns cents into dollars and Unix seconds into dates', () => {
    expect(formatInvoiceAmount(2500)).toBe('$25.00')
    expect(formatInvoiceAmount(59_937)).toBe('$599.37')
    expect(formatUnixDate(Date.UTC(2025, 5, 1, 12) / 1000)).toBe('01 Jun 2025')
    expect(formatUnixDate(null)).toBe('—')
  })

  it('describes the page of invoices on screen', () => {
    expect(pageRangeLabel(0, 5, 6)).toBe('Showing 1–5 of 6')
    expect(pageRangeLabel(5, 1, 6)).toBe('Showing 6–6 of 6')
    expect(pageRangeLabel(0, 0, 0)).toBe('Showing 0 of 0')
  })

  it('labels tax id types', () => {
    expect(taxIdTypeLabel('eu_vat')).toBe('EU VAT')
    expect(taxIdTypeLabel('br_cnpj')).toBe('BR CNPJ')
  })
})
