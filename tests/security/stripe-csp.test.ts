import { describe, expect, it } from 'vitest'

import { buildContentSecurityPolicy } from '@/lib/server/security/security-headers'

const base = { platformApiUrl: 'https://api.test/platform', gotrueUrl: undefined, sentryDsn: undefined }

describe('the card form in the content security policy', () => {
  it("allows Stripe's frames and API only when a publishable key is configured", () => {
    const without = buildContentSecurityPolicy(base, 'n', false)
    expect(without).not.toContain('stripe.com')
    const withKey = buildContentSecurityPolicy({ ...base, stripePublishableKey: 'pk_test_x' }, 'n', false)
    expect(withKey).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com")
    expect(withKey).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/)
    // The script itself is added by the dashboard's own code, which 'strict-dynamic' trusts.
    expect(withKey).toMatch(/script-src 'self' 'nonce-n' 'strict-dynamic'/)
  })
})
