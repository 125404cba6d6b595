/** SPEC §9: the placeholder shown instead of a card number. */
export const MASKED_CARD_NUMBER = '**** **** **** ****'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
// Sub-cent prices (e.g. $0.00325 per MAU) would round to $0.00 with two decimals.
const usdNoMinimum = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 10,
})

/** USD with 2 decimals ("$1,234.50"); amounts above 0 and below 0.01 keep their digits ("$0.00325"). */
export function formatCurrency(amount: number): string {
  if (amount > 0 && amount < 0.01) return usdNoMinimum.format(amount)
  return usd.format(amount)
}

/** Rounds to 5 decimals, halves upwards, without binary drift (1.000005 → 1.00001). */
export function roundToFiveDecimals(value: number): number {
  if (!Number.isFinite(value)) return value
  // Shift by exponent notation instead of multiplying, so 1.000005 does not become 1.0000049999.
  const [mantissa, exponent = '0'] = String(value).split('e')
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + 5}`))
  const [shiftedMantissa, shiftedExponent = '0'] = String(shifted).split('e')
  return Number(`${shiftedMantissa}e${Number(shiftedExponent) - 5}`)
}
