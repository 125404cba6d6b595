import type { NextRequest } from 'next/server'

import { parseConfig, type ServerConfig } from '@/lib/config/schema'
import { handleProxyRequest } from '@/lib/server/security/proxy-handler'

// Parsed once per process; instrumentation.ts has already stopped start-up on a bad configuration.
let serverConfig: ServerConfig | undefined

/** Next 16 proxy (formerly middleware): security headers, the self-hosted login gate, cross-origin refusal. */
export function proxy(request: NextRequest) {
  serverConfig ??= parseConfig(process.env)
  return handleProxyRequest(request, serverConfig, process.env.NODE_ENV === 'development')
}

export const config = {
  // Everything but Next's static chunks and image optimizer (matchers are relative to the base path).
  // '/' is the bare base path (/dashboard), which the second pattern does not match.
  matcher: ['/', '/((?!_next/static|_next/image).*)'],
}
