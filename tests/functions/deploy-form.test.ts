import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { getEdgeFunctionBody } from '@/data/edge-functions/edge-function-body-query'
import { deleteEdgeFunction } from '@/data/edge-functions/edge-function-delete-mutation'
import { deployEdgeFunction } from '@/data/edge-functions/edge-function-deploy-mutation'
import { updateEdgeFunction } from '@/data/edge-functions/edge-function-update-mutation'
import { getEdgeFunctions } from '@/data/edge-functions/edge-functions-query'
import { deleteFunctionSecrets, saveFunctionSecrets } from '@/data/edge-functions/function-secrets-mutations'
import { getFunctionSecrets } from '@/data/edge-functions/function-secrets-query'
import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import { buildDeployForm, readFunctionForm, relativeEntrypoint } from '@/lib/functions/deploy-form'
import { SEEDED_FUNCTION_SLUG, SEEDED_SECRET_NAME, STAGING_PROJECT_REF } from '@/mock-platform/seed-ids'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

afterEach(() => resetPlatformClient())
beforeEach(() => {
  useMockPlatform()
  configurePlatformClient({ platformApiUrl: MOCK_PLATFORM_API_URL, requiresConnectionEncryption: false })
})

describe('the deploy form', () => {
  it('has a metadata part with the JSON metadata and one file part per file, named by its path', async () => {
    const form = buildDeployForm({ entrypoint_path: 'index.ts', name: 'hello', verify_jwt: false }, [
      { name: 'index.ts', content: 'import "./lib/a.ts"' },
      { name: 'lib/a.ts', content: 'export const a = 1' },
    ])
    expect(JSON.parse(String(form.get('metadata')))).toEqual({ entrypoint_path: 'index.ts', name: 'hello', verify_jwt: false })
    const files = form.getAll('file') as File[]
    expect(files.map((file) => file.name)).toEqual(['index.ts', 'lib/a.ts'])
    // Encoded as a real multipart body and read back, as the platform (and the self-hosted server) read it.
    const encoded = new Response(form)
    expect(encoded.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    const read = await readFunctionForm(await encoded.formData())
    expect(read.files).toEqual([
      { name: 'index.ts', content: 'import "./lib/a.ts"' },
      { name: 'lib/a.ts', content: 'export const a = 1' },
    ])
  })

  it('reads the entry point of a platform body as a path inside the function', () => {
    expect(relativeEntrypoint('file:///tmp/user_fn_ref_fn-1_3/source/index.ts', 'x')).toBe('index.ts')
    expect(relativeEntrypoint('file:///home/deno/functions/hello/index.ts', 'hello')).toBe('index.ts')
    expect(relativeEntrypoint(undefined, 'x')).toBe('index.ts')
  })
})

describe('functions and secrets through /v1 on the platform host', () => {
  it('deploys, reads the body back, redeploys a new version, toggles JWT and deletes', async () => {
    expect(await getEdgeFunctions({ projectRef: STAGING_PROJECT_REF })).toEqual([])
    const files = [
      { name: 'index.ts', content: "import { greet } from './lib/greet.ts'\nDeno.serve(() => new Response(greet()))\n" },
      { name: 'lib/greet.ts', content: "export const greet = () => 'hi'\n" },
    ]
    const created = await deployEdgeFunction({ projectRef: STAGING_PROJECT_REF, slug: 'greeter', verifyJwt: false, files })
    expect(created).toMatchObject({ slug: 'greeter', name: 'greeter', version: 1, verify_jwt: false, status: 'ACTIVE' })
    const body = await getEdgeFunctionBody({ projectRef: STAGING_PROJECT_REF, slug: 'greeter' })
    expect(body).toEqual({ entrypoint: 'index.ts', files })

    const again = await deployEdgeFunction({ projectRef: STAGING_PROJECT_REF, slug: 'greeter', verifyJwt: false, files: [{ name: 'index.ts', content: 'Deno.serve(() => new Response("v2"))' }] })
    expect(again.version).toBe(2)
    expect((await updateEdgeFunction({ projectRef: STAGING_PROJECT_REF, slug: 'greeter', verifyJwt: true })).verify_jwt).toBe(true)
    expect((await updateEdgeFunction({ projectRef: STAGING_PROJECT_REF, slug: 'greeter', name: 'Greeter' })).name).toBe('Greeter')
    await deleteEdgeFunction({ projectRef: STAGING_PROJECT_REF, slug: 'greeter' })
    expect(await getEdgeFunctions({ projectRef: STAGING_PROJECT_REF })).toEqual([])
  })

  it("passes the platform's refusal of a deploy through as the error message", async () => {
    await expect(
      deployEdgeFunction({ projectRef: STAGING_PROJECT_REF, slug: 'broken', verifyJwt: true, files: [{ name: 'index.ts', content: "import './missing.ts'" }] })
    ).rejects.toThrow(/Failed to bundle the function \(reason: Module not found/)
  })

  it('lists secrets as digests, saves several at once, refuses reserved names and deletes', async () => {
    const before = await getFunctionSecrets({ projectRef: 'acmeprodabcdefghijkl' })
    const seeded = before.find((secret) => secret.name === SEEDED_SECRET_NAME)
    expect(seeded?.value).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(before)).not.toContain('sk_test_seeded')

    await saveFunctionSecrets({ projectRef: STAGING_PROJECT_REF, secrets: [{ name: 'ONE', value: 'first' }, { name: 'TWO', value: 'second' }] })
    const saved = await getFunctionSecrets({ projectRef: STAGING_PROJECT_REF })
    expect(saved.filter((secret) => !secret.name.startsWith('SUPABASE_')).map((secret) => secret.name)).toEqual(['ONE', 'TWO'])
    expect(JSON.stringify(saved)).not.toMatch(/first|second/)
    await expect(saveFunctionSecrets({ projectRef: STAGING_PROJECT_REF, secrets: [{ name: 'SUPABASE_X', value: 'x' }] })).rejects.toThrow(/reserved/)
    await deleteFunctionSecrets({ projectRef: STAGING_PROJECT_REF, names: ['ONE'] })
    expect((await getFunctionSecrets({ projectRef: STAGING_PROJECT_REF })).map((secret) => secret.name)).not.toContain('ONE')
  })

  it('has the seeded function', async () => {
    expect((await getEdgeFunctions({ projectRef: 'acmeprodabcdefghijkl' })).map((fn) => fn.slug)).toContain(SEEDED_FUNCTION_SLUG)
  })
})
