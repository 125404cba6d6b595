import { createHash } from 'node:crypto'

import type { Schemas } from '@/lib/api/types'
import type { FunctionFile } from '@/lib/functions/deploy-form'

import type { PlatformState } from './platform-state'
import { PRIMARY_PROJECT_REF, SEEDED_FUNCTION_SLUG, SEEDED_SECRET_NAME } from './seed-ids'

/**
 * The mock platform's edge functions and secrets, per project: deploys keep their files (so the
 * body endpoint answers them), each deploy bumps the version, and secrets keep their values only
 * to answer SHA-256 digests (the platform never returns a value).
 */

export type MockFunction = Schemas['EdgeFunction'] & { files: FunctionFile[] }

export interface MockSecret {
  value: string
  updated_at: string
}

export interface MockFunctionsState {
  byProject: Map<string, MockFunction[]>
  secrets: Map<string, Map<string, MockSecret>>
  counter: number
}

const stores = new WeakMap<PlatformState, MockFunctionsState>()

const SEEDED_CODE = `Deno.serve(async (request: Request) => {
  const { name } = await request.json().catch(() => ({ name: 'world' }))
  return Response.json({ message: \`Hello \${name ?? 'world'}!\` })
})
`

/** The platform sets these for every project; users cannot change them. */
function platformSecrets(ref: string, now: string): [string, MockSecret][] {
  return [
    ['SUPABASE_URL', { value: `https://${ref}.supabase.co`, updated_at: now }],
    ['SUPABASE_ANON_KEY', { value: `${ref}-anon`, updated_at: now }],
    ['SUPABASE_SERVICE_ROLE_KEY', { value: `${ref}-service-role`, updated_at: now }],
    ['SUPABASE_DB_URL', { value: `postgresql://postgres@db.${ref}.supabase.co:5432/postgres`, updated_at: now }],
  ]
}

export function getFunctionsState(state: PlatformState): MockFunctionsState {
  let store = stores.get(state)
  if (!store) {
    const created = Date.parse(state.now) - 3 * 24 * 3600_000
    store = { byProject: new Map(), secrets: new Map(), counter: 1 }
    store.byProject.set(PRIMARY_PROJECT_REF, [
      {
        id: 'fn-000001',
        slug: SEEDED_FUNCTION_SLUG,
        name: SEEDED_FUNCTION_SLUG,
        status: 'ACTIVE',
        version: 3,
        created_at: created,
        updated_at: created + 3600_000,
        verify_jwt: true,
        import_map: false,
        entrypoint_path: `file:///tmp/user_fn_${PRIMARY_PROJECT_REF}_fn-000001_3/source/index.ts`,
        ezbr_sha256: digest(SEEDED_CODE),
        files: [{ name: 'index.ts', content: SEEDED_CODE }],
      },
    ])
    store.secrets.set(PRIMARY_PROJECT_REF, new Map([...platformSecrets(PRIMARY_PROJECT_REF, state.now), [SEEDED_SECRET_NAME, { value: 'sk_test_seeded', updated_at: state.now }]]))
    stores.set(state, store)
  }
  return store
}

export function projectSecrets(state: PlatformState, ref: string): Map<string, MockSecret> {
  const store = getFunctionsState(state)
  let secrets = store.secrets.get(ref)
  if (!secrets) {
    secrets = new Map(platformSecrets(ref, state.now))
    store.secrets.set(ref, secrets)
  }
  return secrets
}

export function projectFunctions(state: PlatformState, ref: string): MockFunction[] {
  const store = getFunctionsState(state)
  let list = store.byProject.get(ref)
  if (!list) {
    list = []
    store.byProject.set(ref, list)
  }
  return list
}

export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export function publicFunction({ files: _files, ...fn }: MockFunction): Schemas['EdgeFunction'] {
  return fn
}

/**
 * What the platform's bundler would refuse: a relative import of a file the deploy does not carry.
 * Returns the message, or null when the files bundle.
 */
export function bundleError(files: readonly FunctionFile[]): string | null {
  const names = new Set(files.map((file) => file.name))
  for (const file of files) {
    for (const match of file.content.matchAll(/(?:from|import)\s*['"](\.\.?\/[^'"]+)['"]/g)) {
      const folder = file.name.includes('/') ? file.name.slice(0, file.name.lastIndexOf('/') + 1) : ''
      const resolved = new URL(match[1], `file:///fn/${folder}`).pathname.replace(/^\/fn\//, '')
      if (!names.has(resolved)) return `Failed to bundle the function (reason: Module not found "file:///fn/${resolved}" imported from ${file.name}).`
    }
  }
  return null
}
