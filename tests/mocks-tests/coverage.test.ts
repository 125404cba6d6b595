import { readFileSync } from 'node:fs'

import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { createPlatformHandlers } from '@/mock-platform/handlers'
import { createPlatformState } from '@/mock-platform/platform-state'
import { PRIMARY_ORG_SLUG, PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'

const ORIGIN = 'https://coverage.test'
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const

/** Every operation of the contract, with its path parameters filled in with seeded values. */
function contractOperations(): { method: string; path: string; url: string }[] {
  const document = parse(readFileSync(new URL('../../lib/api/openapi.yaml', import.meta.url), 'utf8')) as { paths: Record<string, Record<string, unknown>> }
  const samples: Record<string, string> = { slug: PRIMARY_ORG_SLUG, ref: PRIMARY_PROJECT_REF, token: 'unknown', invoice_id: 'in_acme-corp_6' }
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => method in item).map((method) => ({
      method,
      path,
      url: ORIGIN + path.replace(/\{([^}]+)\}/g, (_, name: string) => samples[name] ?? 'x'),
    }))
  )
}

describe('mock platform coverage of lib/api/openapi.yaml', () => {
  const operations = contractOperations()

  it('finds the contract', () => {
    expect(operations.length).toBeGreaterThan(40)
  })

  it.each(operations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))(
    '%s has a mock handler that answers without crashing',
    async (_, operation) => {
      const state = createPlatformState()
      const handlers = createPlatformHandlers({ baseUrl: `${ORIGIN}/platform`, gotrueUrl: `${ORIGIN}/auth/v1`, state })
      const hasBody = !['get', 'head', 'delete'].includes(operation.method)
      const request = new Request(operation.url, {
        method: operation.method.toUpperCase(),
        headers: { 'content-type': 'application/json', Version: '2' },
        body: hasBody ? '{}' : undefined,
      })
      const response = await getResponse(handlers, request)
      expect(response, 'no handler matched').toBeDefined()
      expect(response?.status).toBeLessThan(500)
    }
  )
})
