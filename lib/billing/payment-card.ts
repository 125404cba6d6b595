import { MASKED_CARD_NUMBER } from '@/lib/format/money'

/**
 * A card number as the dashboard shows it: the SPEC mask for the hidden digits, then the last four
 * ("**** **** **** 4242"). Without last digits the whole mask is shown.
 */
export function maskedCardNumber(last4: string | null | undefined): string {
  const digits = (last4 ?? '').replace(/\D/g, '').slice(-4)
  if (digits.length !== 4) return MASKED_CARD_NUMBER
  return `${MASKED_CARD_NUMBER.slice(0, -4)}${digits}`
}

/** "visa" → "Visa", "american_express" → "American Express". */
export function cardBrandLabel(brand: string): string {
  return brand
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ')
}

/** "12/2030": the month padded so expiries line up. */
export function cardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`
}
