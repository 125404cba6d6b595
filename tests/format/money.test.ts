import { formatCurrency, MASKED_CARD_NUMBER, roundToFiveDecimals } from '@/lib/format/money'

describe('formatCurrency (SPEC §9)', () => {
  it('formats USD with 2 decimals', () => {
    expect(formatCurrency(25)).toBe('$25.00')
    expect(formatCurrency(0)).toBe('$0.00')
    expect(formatCurrency(1234.5)).toBe('$1,234.50')
    expect(formatCurrency(0.125)).toBe('$0.13')
    expect(formatCurrency(-10)).toBe('-$10.00')
  })

  it('keeps sub-cent amounts instead of rounding them to $0.00', () => {
    expect(formatCurrency(0.00325)).toBe('$0.00325')
    expect(formatCurrency(0.005)).toBe('$0.005')
    expect(formatCurrency(0.01)).toBe('$0.01')
  })
})

describe('roundToFiveDecimals', () => {
  it('rounds to 5 decimals', () => {
    expect(roundToFiveDecimals(0.123456789)).toBe(0.12346)
    expect(roundToFiveDecimals(1.000005)).toBe(1.00001)
    expect(roundToFiveDecimals(12)).toBe(12)
    expect(roundToFiveDecimals(1e-7)).toBe(0)
    expect(roundToFiveDecimals(0.01344)).toBe(0.01344)
  })
})

describe('masked card', () => {
  it('is the exact placeholder', () => {
    expect(MASKED_CARD_NUMBER).toBe('**** **** **** ****')
  })
})
