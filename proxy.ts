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
  // pg-meta is left out: running a proxy costs more than the query endpoint's own work (measured:
  // under half the requests per second with it), and every pg-meta handler goes through
  // selfHostedRoute, which does the same login gate, cross-origin refusal and security headers itself.
  matcher: ['/', '/((?!_next/static|_next/image|api/platform/pg-meta/).*)'],
}
