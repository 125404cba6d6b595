import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { buildDeployForm, readFunctionForm, type FunctionFile } from '@/lib/functions/deploy-form'

const BASE = 'http://localhost:3000/dashboard/api/v1/projects/default'
type Params<P> = { params: Promise<P> }

let dir: string
let list: typeof import('@/app/api/v1/projects/[ref]/functions/route')
let deploy: typeof import('@/app/api/v1/projects/[ref]/functions/deploy/route')
let one: typeof import('@/app/api/v1/projects/[ref]/functions/[function_slug]/route')
let body: typeof import('@/app/api/v1/projects/[ref]/functions/[function_slug]/body/route')
let secrets: typeof import('@/app/api/v1/projects/[ref]/secrets/route')

const ref = (extra: Record<string, string> = {}) => ({ params: Promise.resolve({ ref: 'default', ...extra }) })

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'f26-routes-'))
  await mkdir(path.join(dir, 'main'))
  await writeFile(path.join(dir, 'main', 'index.ts'), '// the router\n')
  vi.stubEnv('IS_PLATFORM', 'false')
  vi.stubEnv('DASHBOARD_USERNAME', undefined)
  vi.stubEnv('DASHBOARD_PASSWORD', undefined)
  vi.stubEnv('FUNCTIONS_DIR', dir)
  list = await import('@/app/api/v1/projects/[ref]/functions/route')
  deploy = await import('@/app/api/v1/projects/[ref]/functions/deploy/route')
  one = await import('@/app/api/v1/projects/[ref]/functions/[function_slug]/route')
  body = await import('@/app/api/v1/projects/[ref]/functions/[function_slug]/body/route')
  secrets = await import('@/app/api/v1/projects/[ref]/secrets/route')
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await rm(dir, { recursive: true, force: true })
})

function deployRequest(slug: string, files: FunctionFile[]) {
  return new Request(`${BASE}/functions/deploy?slug=${encodeURIComponent(slug)}`, {
    method: 'POST',
    body: buildDeployForm({ entrypoint_path: 'index.ts', name: slug, verify_jwt: true }, files),
  })
}

describe('the Management API function paths served from FUNCTIONS_DIR', () => {
  it('deploys a multipart form into a folder, lists it, answers its body as multipart, renames and deletes it', async () => {
    const files = [
      { name: 'index.ts', content: "const key = Deno.env.get('STRIPE_KEY')\nDeno.serve(() => new Response(key))\n" },
      { name: 'lib/util.ts', content: 'export {}\n' },
    ]
    const created = await deploy.POST(deployRequest('hello', files), ref())
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({ slug: 'hello', name: 'hello', status: 'ACTIVE', entrypoint_path: 'index.ts' })
    expect(await readFile(path.join(dir, 'hello', 'lib', 'util.ts'), 'utf8')).toBe('export {}\n')

    const listed = await (await list.GET(new Request(`${BASE}/functions`), ref())).json()
    expect(listed.map((fn: { slug: string }) => fn.slug)).toEqual(['hello', 'main'])

    const answer = await body.GET(new Request(`${BASE}/functions/hello/body`), ref({ function_slug: 'hello' }) as Params<{ ref: string; function_slug: string }>)
    expect(answer.headers.get('content-type')).toMatch(/^multipart\/form-data/)
    expect((await readFunctionForm(await answer.formData())).files).toEqual(files)

    const names = await (await secrets.GET(new Request(`${BASE}/secrets`), ref())).json()
    expect(names).toEqual([{ name: 'STRIPE_KEY', value: '', read_by: ['hello'] }])
    expect((await secrets.POST(new Request(`${BASE}/secrets`, { method: 'POST', body: '[]' }), ref())).status).toBe(400)

    const renamed = await one.PATCH(
      new Request(`${BASE}/functions/hello`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'greeting' }) }),
      ref({ function_slug: 'hello' }) as Params<{ ref: string; function_slug: string }>
    )
    expect(await renamed.json()).toMatchObject({ slug: 'greeting' })
    const removed = await one.DELETE(new Request(`${BASE}/functions/greeting`, { method: 'DELETE' }), ref({ function_slug: 'greeting' }) as Params<{ ref: string; function_slug: string }>)
    expect(removed.status).toBe(200)
    expect((await readdir(dir)).sort()).toEqual(['main'])
  })

  it('refuses a slug or file name the runtime would refuse, a 10 MB file, and the router', async () => {
    const bad = await deploy.POST(deployRequest('../evil', [{ name: 'index.ts', content: 'x' }]), ref())
    expect(bad.status).toBe(400)
    const traversal = await deploy.POST(deployRequest('ok', [{ name: 'index.ts', content: 'x' }, { name: '%2e%2e/x.ts', content: 'x' }]), ref())
    expect(traversal.status).toBe(400)
    expect((await traversal.json()).message).toMatch(/Refused path/)
    const big = await deploy.POST(deployRequest('ok', [{ name: 'index.ts', content: 'x'.repeat(10 * 1024 * 1024) }]), ref())
    expect(big.status).toBe(413)
    expect((await big.json()).message).toBe("index.ts is 10.0 MB: a function's file can be at most 5 MB")
    const router = await deploy.POST(deployRequest('main', [{ name: 'index.ts', content: 'x' }]), ref())
    expect(router.status).toBe(403)
    expect((await readdir(dir)).sort()).toEqual(['main'])
    const otherProject = await list.GET(new Request(`${BASE}/functions`), { params: Promise.resolve({ ref: 'other' }) })
    expect(otherProject.status).toBe(404)
  })
})
