import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('the OpenAPI contract', () => {
  it('is OpenAPI 3.1 and covers the endpoints SPEC §7 lists', () => {
    const document = parse(readFileSync(`${root}/lib/api/openapi.yaml`, 'utf8')) as {
      openapi: string
      paths: Record<string, Record<string, unknown>>
    }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths['/platform/profile'])).toEqual(expect.arrayContaining(['get', 'post']))
    expect(document.paths['/platform/profile/password-check'].post).toBeDefined()
    expect(document.paths['/platform/profile/permissions'].get).toBeDefined()
    expect(document.paths['/platform/organizations'].get).toBeDefined()
    expect(document.paths['/platform/projects/{ref}'].get).toBeDefined()
    expect(document.paths['/platform/stripe/invoices/overdue'].get).toBeDefined()
  })

  it('matches the generated lib/api/platform.d.ts (npm run openapi:check)', () => {
    const output = execFileSync(process.execPath, [`${root}/scripts/openapi-check.mjs`], { encoding: 'utf8' })
    expect(output).toContain('lib/api/platform.d.ts is up to date')
  })
})
