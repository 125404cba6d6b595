import { describe, expect, it } from 'vitest'

import {
  computeSpecOf,
  describeCpu,
  formatSignedCurrency,
  HOURS_PER_MONTH,
  hourlyPrice,
  monthlyPrice,
  priceDifference,
} from '@/lib/billing/compute-price'

const micro = { identifier: 'ci_micro', price: 0.01344, price_interval: 'hourly' as const }
const small = { identifier: 'ci_small', price: 0.0206, price_interval: 'hourly' as const }
const monthlyQuoted = { price: 74.4, price_interval: 'monthly' as const }

describe('compute price arithmetic', () => {
  it('estimates a month as 744 hours and converts monthly quotes to hourly', () => {
    expect(HOURS_PER_MONTH).toBe(744)
    expect(monthlyPrice(micro)).toBe(9.99936)
    expect(hourlyPrice(monthlyQuoted)).toBe(0.1)
    expect(monthlyPrice(monthlyQuoted)).toBe(74.4)
  })

  it('gives the difference per hour and per month without binary drift', () => {
    expect(priceDifference(micro, small)).toEqual({ hourly: 0.00716, monthly: 5.32704 })
    expect(priceDifference(small, micro)).toEqual({ hourly: -0.00716, monthly: -5.32704 })
    expect(priceDifference(small, small)).toEqual({ hourly: 0, monthly: 0 })
  })

  it('counts from zero when the project has no compute add-on yet', () => {
    expect(priceDifference(undefined, small)).toEqual({ hourly: 0.0206, monthly: 15.3264 })
  })

  it('signs the difference and keeps sub-cent digits', () => {
    expect(formatSignedCurrency(0.00716)).toBe('+$0.00716')
    expect(formatSignedCurrency(-5.32704)).toBe('−$5.33')
    expect(formatSignedCurrency(0)).toBe('$0.00')
  })

  it('takes SPEC §9’s catalogue for the sizes it lists and the add-on’s own data otherwise', () => {
    expect(computeSpecOf({ identifier: 'ci_nano', meta: { memory_gb: 99 } })).toMatchObject({ memory_gb: 0.5, cpu_cores: 'Shared', connections_direct: 30 })
    expect(computeSpecOf({ identifier: 'ci_large', meta: { memory_gb: 8, cpu_cores: 2, cpu_dedicated: true } })).toMatchObject({ memory_gb: 8 })
    expect(describeCpu({ cpu_cores: 'Shared' })).toBe('Shared CPU')
    expect(describeCpu({ cpu_cores: 2, cpu_dedicated: false })).toBe('2-core CPU')
    expect(describeCpu({ cpu_cores: 4, cpu_dedicated: true })).toBe('4-core dedicated CPU')
    expect(describeCpu({})).toBe('CPU not listed')
  })
})
