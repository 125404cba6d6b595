import { http, type HttpHandler } from 'msw'

import { createChaosHandler } from './chaos'
import { accountHandlers } from './handlers/account'
import { apiDocsHandlers } from './handlers/api-docs'
import { apiKeyHandlers } from './handlers/api-keys'
import { authUserHandlers } from './handlers/auth-users'
import { billingHandlers } from './handlers/billing'
import { billingChangeHandlers } from './handlers/billing-changes'
import { branchDiffHandler, branchHandlers } from './handlers/branches'
import { contentHandlers } from './handlers/content'
import { databaseObjectHandlers } from './handlers/database-objects'
import { functionHandlers, functionMultipartHandlers } from './handlers/functions'
import { gotrueHandlers } from './handlers/gotrue'
import { gotrueAdminHandlers, MOCK_GATEWAY_PATH } from './handlers/gotrue-admin'
import { gotrueMfaHandlers } from './handlers/gotrue-mfa'
import { gotrueSignupHandlers } from './handlers/gotrue-signup'
import { organizationSettingsHandlers } from './handlers/organization-settings'
import { organizationHandlers } from './handlers/organizations'
import { pgMetaHandlers } from './handlers/pg-meta'
import { pgMetaSchemaHandlers } from './handlers/pg-meta-schema'
import { profileHandlers } from './handlers/profile'
import { projectSettingsHandlers } from './handlers/project-settings'
import { projectHandlers } from './handlers/projects'
import { createRoute } from './handlers/route'
import { teamHandlers } from './handlers/team'
import { usageHandlers } from './handlers/usage'
import { infraMonitoringHandlers } from './handlers/infra-monitoring'
import type { RequestLogEntry } from './model'
import { storageApiHandlers, storageHandlers } from './handlers/storage'
import { realtimeConfigHandlers } from './handlers/realtime-config'
import { temporaryApiKeyHandlers } from './handlers/temporary-api-keys'
import type { PlatformState } from './platform-state'

export interface PlatformHandlersOptions {
  /** The platform API base, ending in /platform (e.g. https://api.test/platform). */
  baseUrl: string
  /** The GoTrue base, ending in /auth/v1 (e.g. https://api.test/auth/v1). */
  gotrueUrl: string
  state: PlatformState
}

/**
 * MSW handlers for every path of lib/api/openapi.yaml plus GoTrue, all backed by one in-memory state.
 * The same list serves vitest (server.use), the loopback HTTP server and anything else speaking MSW.
 */
export function createPlatformHandlers({ baseUrl, gotrueUrl, state }: PlatformHandlersOptions): HttpHandler[] {
  const platformBase = baseUrl.replace(/\/+$/, '')
  const authBase = gotrueUrl.replace(/\/+$/, '')
  const route = createRoute({ baseUrl: platformBase, state })
  return [
    // Records the request and falls through (returns nothing), so page loads can be counted.
    http.all(`${platformBase}/*`, ({ request }) => logRequest(state, request)),
    http.all(`${authBase}/*`, ({ request }) => logRequest(state, request)),
    // The management API (branches, generated types) sits beside /platform on the same host.
    http.all(`${platformBase.replace(/\/platform$/, '')}/v1/*`, ({ request }) => logRequest(state, request)),
    // The self-hosted auth server behind the mock gateway (what the self-hosted handlers sent it).
    http.all(`${platformBase.replace(/\/platform$/, '')}${MOCK_GATEWAY_PATH}/*`, ({ request }) => logRequest(state, request)),
    createChaosHandler({ baseUrl: platformBase, state }),
    ...profileHandlers(route),
    ...accountHandlers(route),
    ...organizationHandlers(route),
    ...organizationSettingsHandlers(route),
    ...billingHandlers(route),
    ...billingChangeHandlers(route),
    ...usageHandlers(route),
    ...infraMonitoringHandlers(route),
    ...projectHandlers(route),
    ...projectSettingsHandlers(route),
    ...temporaryApiKeyHandlers(route),
    ...realtimeConfigHandlers(route),
    ...teamHandlers(route),
    ...contentHandlers(route),
    ...pgMetaHandlers(route),
    ...databaseObjectHandlers(route),
    ...pgMetaSchemaHandlers(route),
    ...storageHandlers(route),
    ...authUserHandlers(route),
    ...apiDocsHandlers(route),
    ...branchHandlers(route),
    // Edge functions: multipart deploy and body, and the functions themselves (handlers/functions.ts).
    ...functionMultipartHandlers({ origin: platformBase.replace(/\/platform$/, ''), state: () => state }),
    ...functionHandlers(route),
    ...apiKeyHandlers(route),
    branchDiffHandler({ origin: platformBase.replace(/\/platform$/, ''), state: () => state }),
    ...storageApiHandlers({ origin: platformBase.replace(/\/platform$/, ''), state: () => state }),
    ...gotrueAdminHandlers({ origin: platformBase.replace(/\/platform$/, ''), state: () => state }),
    ...gotrueHandlers({ gotrueUrl: authBase, state }),
    ...gotrueMfaHandlers({ gotrueUrl: authBase, state }),
    ...gotrueSignupHandlers({ gotrueUrl: authBase, state }),
  ]
}

/** Long `npm run dev:mock` sessions would otherwise grow the log without bound. */
const MAX_LOGGED_REQUESTS = 10_000

async function logRequest(state: PlatformState, request: Request): Promise<undefined> {
  const url = new URL(request.url)
  const entry: RequestLogEntry = { method: request.method, path: url.pathname, search: url.search }
  // Pushed before the body is read, so the log keeps the order requests arrived in.
  state.requests.push(entry)
  if (state.requests.length > MAX_LOGGED_REQUESTS) state.requests.splice(0, state.requests.length - MAX_LOGGED_REQUESTS)
  // Specs check what a change sent (e.g. {name} of a rename): keep JSON bodies of writes.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // A multipart write (a function deploy) is kept as its fields: JSON parts parsed, files by name and size.
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.clone().formData().catch(() => null)
      if (form) entry.body = await describeForm(form)
      return undefined
    }
    const text = await request.clone().text().catch(() => '')
    if (text) {
      try {
        entry.body = JSON.parse(text) as unknown
      } catch {
        // Not JSON (form data, a text body): the log keeps method and path only.
      }
    }
  }
  return undefined
}

async function describeForm(form: FormData): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      try {
        fields[name] = JSON.parse(value) as unknown
      } catch {
        fields[name] = value
      }
    } else {
      const files = (fields[name] as { name: string; size: number }[] | undefined) ?? []
      files.push({ name: value.name, size: value.size })
      fields[name] = files
    }
  }
  return fields
}
