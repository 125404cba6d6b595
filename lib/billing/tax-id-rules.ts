import { taxIdTypeLabel } from './tax-ids'

/**
 * The tax id types a billing customer can add, with the shape the payment provider accepts for each.
 * Checking the value here means a typo is caught next to the field instead of as a provider error
 * after a round trip; the provider still has the last word (it validates against the registries).
 */
export interface TaxIdRule {
  type: string
  /** Where the id is issued, as shown in the type picker. */
  country: string
  /** The two-letter country code the platform stores with the id. */
  countryCode: string
  example: string
  pattern: RegExp
}

export const TAX_ID_RULES: readonly TaxIdRule[] = [
  { type: 'eu_vat', country: 'European Union', countryCode: 'EU', example: 'DE123456789', pattern: /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z+*]{2,12}$/ },
  { type: 'gb_vat', country: 'United Kingdom', countryCode: 'GB', example: 'GB123456789', pattern: /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/ },
  { type: 'us_ein', country: 'United States', countryCode: 'US', example: '12-3456789', pattern: /^\d{2}-\d{7}$/ },
  { type: 'au_abn', country: 'Australia', countryCode: 'AU', example: '12345678912', pattern: /^\d{11}$/ },
  { type: 'ca_bn', country: 'Canada', countryCode: 'CA', example: '123456789', pattern: /^\d{9}$/ },
  { type: 'in_gst', country: 'India', countryCode: 'IN', example: '12ABCDE3456FGZH', pattern: /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/ },
  { type: 'ch_vat', country: 'Switzerland', countryCode: 'CH', example: 'CHE-123.456.789 MWST', pattern: /^CHE-\d{3}\.\d{3}\.\d{3} (MWST|TVA|IVA)$/ },
  { type: 'jp_cn', country: 'Japan', countryCode: 'JP', example: '1234567891234', pattern: /^\d{13}$/ },
  { type: 'sg_uen', country: 'Singapore', countryCode: 'SG', example: '123456789F', pattern: /^(\d{8,9}[A-Z]|[TS]\d{2}[A-Z]{2}\d{4}[A-Z])$/ },
  { type: 'br_cnpj', country: 'Brazil', countryCode: 'BR', example: '01.234.456/5432-10', pattern: /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/ },
  { type: 'no_vat', country: 'Norway', countryCode: 'NO', example: '123456789MVA', pattern: /^\d{9}MVA$/ },
  { type: 'nz_gst', country: 'New Zealand', countryCode: 'NZ', example: '123456789', pattern: /^\d{8,9}$/ },
]

export function taxIdRule(type: string): TaxIdRule | undefined {
  return TAX_ID_RULES.find((rule) => rule.type === type)
}

/** Spaces are cosmetic in most ids; Swiss ids carry one before the suffix, so it is kept there. */
export function normalizeTaxIdValue(type: string, value: string): string {
  const upper = value.trim().toUpperCase()
  if (type === 'ch_vat') return upper.replace(/\s+/g, ' ')
  return upper.replace(/\s+/g, '')
}

export type TaxIdCheck = { ok: true; value: string } | { ok: false; message: string }

/** Whether `value` has the shape of a `type` id; on success, the value as it is sent. */
export function checkTaxId(type: string, value: string): TaxIdCheck {
  const rule = taxIdRule(type)
  if (!rule) return { ok: false, message: 'Choose the type of tax ID.' }
  const normalized = normalizeTaxIdValue(type, value)
  const label = taxIdTypeLabel(type)
  if (!normalized) return { ok: false, message: `Enter the ${label} number.` }
  if (!rule.pattern.test(normalized)) {
    return { ok: false, message: `This is not a valid ${label} number. It looks like ${rule.example}.` }
  }
  return { ok: true, value: normalized }
}

/** The country sent with an EU VAT id is the member state in its prefix (EL is Greece's VAT prefix). */
export function taxIdCountry(type: string, value: string): string | undefined {
  const rule = taxIdRule(type)
  if (!rule) return undefined
  if (type === 'eu_vat') {
    const prefix = value.slice(0, 2)
    return prefix === 'EL' ? 'GR' : prefix === 'XI' ? 'GB' : prefix
  }
  return rule.countryCode
}
