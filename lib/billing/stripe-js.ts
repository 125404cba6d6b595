/**
 * Stripe.js, loaded from Stripe itself when someone adds a card (Stripe requires its script to come
 * from js.stripe.com, never from a bundle). Only the few calls the card form makes are typed here.
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/'

/** How long the script may take before the form says it could not load (a blocked request may never end). */
export const STRIPE_JS_TIMEOUT_MS = 15_000

export interface StripeElement {
  mount: (target: HTMLElement) => void
  destroy: () => void
}
export interface StripeElements {
  create: (type: 'payment') => StripeElement
}
export interface StripeInstance {
  elements: (options: { clientSecret: string }) => StripeElements
  confirmSetup: (options: {
    elements: StripeElements
    redirect: 'if_required'
    confirmParams?: { return_url?: string }
  }) => Promise<{ error?: { message?: string } }>
}
type StripeFactory = (publishableKey: string) => StripeInstance

declare global {
  interface Window {
    Stripe?: StripeFactory
  }
}

export class StripeLoadError extends Error {}

let pending: Promise<StripeFactory> | undefined

/** Adds the script once; a failed attempt is forgotten so Retry really tries again. */
export function loadStripeJs({ timeoutMs = STRIPE_JS_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<StripeFactory> {
  if (typeof window !== 'undefined' && window.Stripe) return Promise.resolve(window.Stripe)
  pending ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script')
    const fail = (reason: string) => {
      window.clearTimeout(timer)
      script.remove()
      pending = undefined
      reject(new StripeLoadError(reason))
    }
    const timer = window.setTimeout(() => fail('js.stripe.com did not answer in time'), timeoutMs)
    script.src = STRIPE_JS_URL
    script.async = true
    script.onerror = () => fail('js.stripe.com could not be reached (offline, or blocked by the network or a browser extension)')
    script.onload = () => {
      window.clearTimeout(timer)
      if (window.Stripe) resolve(window.Stripe)
      else fail('js.stripe.com answered without Stripe.js')
    }
    document.head.appendChild(script)
  })
  return pending
}
