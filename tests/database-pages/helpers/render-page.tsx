import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import type { ReactElement } from 'react'

import { ConfigProvider } from '@/components/shell/providers/config-provider'
import { configurePlatformClient } from '@/lib/api/client-settings'
import type { PgExtension } from '@/lib/api/types'
import type { PublicConfig } from '@/lib/config/schema'
import { createTestQueryClient } from '@/tests/setup/test-query-client'

export const API_URL = 'https://api.test/platform'
export const PG_META = `${API_URL}/pg-meta/default`

/** A self-hosted dashboard on embedded PGlite (no project detail or connection string needed) talking to API_URL. */
export const SELF_HOSTED_CONFIG: PublicConfig = {
  isPlatform: false,
  platformApiUrl: API_URL,
  siteUrl: 'https://supabase.test',
  docsUrl: 'https://supabase.test/docs',
  statusPageUrl: 'https://status.test',
  disabledFeatures: [],
  featureFlags: {},
  isAiConfigured: false,
  aiModel: 'gpt-5',
  usesEmbeddedDatabase: true,
}

export function renderPage(ui: ReactElement, config: PublicConfig = SELF_HOSTED_CONFIG) {
  configurePlatformClient({ platformApiUrl: config.platformApiUrl, requiresConnectionEncryption: config.isPlatform })
  const queryClient = createTestQueryClient({ queries: { retry: false } })
  return render(
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </ConfigProvider>
  )
}

export function extension(name: string, installedVersion: string | null, schema: string | null = null): PgExtension {
  return { name, schema, default_version: '1.0', installed_version: installedVersion, comment: null }
}

export function extensionsHandler(extensions: PgExtension[]) {
  return http.get(`${PG_META}/extensions`, () => HttpResponse.json(extensions))
}

/**
 * Answers the query endpoint by the first matching SQL fragment, records every SQL received, and
 * fails loudly on SQL no test expected (so a page sending the wrong statement cannot pass).
 */
export function queryHandler(answers: [fragment: string, rows: JsonBodyType | Error][], received: string[] = []) {
  return http.post(`${PG_META}/query`, async ({ request }) => {
    const { query } = (await request.json()) as { query: string }
    received.push(query)
    const answer = answers.find(([fragment]) => query.includes(fragment))
    if (!answer) return HttpResponse.json({ message: `unexpected SQL: ${query.slice(0, 80)}` }, { status: 500 })
    const [, rows] = answer
    if (rows instanceof Error) return HttpResponse.json({ message: rows.message, code: '42P01' }, { status: 400 })
    return HttpResponse.json(rows)
  })
}
