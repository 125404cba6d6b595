import { afterEach, describe, expect, it } from 'vitest'

import { loadStripeJs, STRIPE_JS_URL, StripeLoadError } from '@/lib/billing/stripe-js'

const stripeScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src === STRIPE_JS_URL)

afterEach(() => {
  for (const script of stripeScripts()) script.remove()
  delete window.Stripe
})

describe('loading Stripe.js', () => {
  // Runs first: once Stripe.js has loaded, the loader keeps answering with it.
  it('gives up when the script never answers', async () => {
    await expect(loadStripeJs({ timeoutMs: 10 })).rejects.toThrow('js.stripe.com did not answer in time')
    expect(stripeScripts()).toHaveLength(0)
  })

  it('adds the script from js.stripe.com once, and forgets a failed attempt so Retry tries again', async () => {
    const first = loadStripeJs()
    expect(loadStripeJs()).toBe(first)
    expect(stripeScripts()).toHaveLength(1)
    stripeScripts()[0].dispatchEvent(new Event('error'))
    await expect(first).rejects.toThrow(StripeLoadError)
    await expect(first).rejects.toThrow('js.stripe.com could not be reached')
    expect(stripeScripts()).toHaveLength(0)

    const second = loadStripeJs()
    expect(second).not.toBe(first)
    const factory = () => ({}) as never
    window.Stripe = factory
    stripeScripts()[0].dispatchEvent(new Event('load'))
    await expect(second).resolves.toBe(factory)
  })
})
