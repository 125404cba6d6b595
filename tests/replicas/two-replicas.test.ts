import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createServerDatabase, listServerDatabases, makeTempDir } from '../server/helpers/test-databases'

/**
 * Two dashboards behind an imaginary load balancer: each a `next start` of the production build,
 * both on one PostgreSQL database with one session secret, and nothing else in common (each its
 * own PGLITE_DATA_DIR, so no state can pass through the file system).
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const PORTS = [3120 + offset, 3121 + offset]
const USERNAME = 'replica-admin'
const PASSWORD = 'replica password 7c41'
const SECRET = 'replica-session-secret-2f9d6a0c8b3e4f1a'

const hasServer = Boolean(process.env.TEST_POSTGRES_URL)
// The reason is part of the name, so a skipped run says why in the report.
const TITLE = hasServer ? 'two replicas on one PostgreSQL database' : 'two replicas (skipped: TEST_POSTGRES_URL is unset, no PostgreSQL server to share)'

function startReplica(port: number, env: Record<string, string>): ChildProcess {
  const child = spawn(join('node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  return child
}

async function waitUntilUp(base: string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/dashboard/api/get-utc-time`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${base} did not start within 60 s (is there a production build? run \`npx next build\`)`)
}

function signIn(base: string, password: string, client: string) {
  return fetch(`${base}/dashboard/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ username: USERNAME, password }),
  })
}

describe.skipIf(!hasServer)(TITLE, () => {
  const replicas: ChildProcess[] = []
  const bases = PORTS.map((port) => `http://127.0.0.1:${port}`)
  let cleanup: () => Promise<void> = async () => undefined
  let cookie = ''
  let createdRef = ''

  beforeAll(async () => {
    const server = await createServerDatabase()
    const dirs = PORTS.map(() => makeTempDir('dashboard-replica-'))
    cleanup = async () => {
      // Each replica runs in a process group of its own (detached): stop the group, and wait for it
      // to exit before its database is dropped under it.
      await Promise.all(
        replicas.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || !child.pid) return resolve()
              const timer = setTimeout(resolve, 5_000)
              child.once('exit', () => {
                clearTimeout(timer)
                resolve()
              })
              process.kill(-child.pid, 'SIGTERM')
            })
        )
      )
      await server.drop(...(createdRef ? await listServerDatabases(`project_${createdRef}`) : []))
      dirs.forEach((dir) => dir.remove())
    }
    PORTS.forEach((port, index) =>
      replicas.push(
        startReplica(port, {
          IS_PLATFORM: 'false',
          POSTGRES_URL: server.url,
          PGLITE_DATA_DIR: join(dirs[index].path, 'pglite'),
          DASHBOARD_USERNAME: USERNAME,
          DASHBOARD_PASSWORD: PASSWORD,
          DASHBOARD_SESSION_SECRET: SECRET,
        })
      )
    )
    await Promise.all(bases.map(waitUntilUp))
    const signedIn = await signIn(bases[0], PASSWORD, '192.0.2.1')
    expect(signedIn.status).toBe(200)
    cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]
  })
  afterAll(() => cleanup())

  const api = (replica: number, path: string, init: RequestInit = {}) =>
    fetch(`${bases[replica]}/dashboard/api/platform${path}`, {
      ...init,
      headers: { cookie, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
    })

  it('lists, opens and deletes through one replica a project created through the other', async () => {
    const created = await api(0, '/projects', { method: 'POST', body: JSON.stringify({ name: 'Made on replica one' }) })
    expect(created.status).toBe(201)
    createdRef = ((await created.json()) as { ref: string }).ref

    const listed = (await (await api(1, '/projects')).json()) as { ref: string; name: string }[]
    expect(listed).toContainEqual(expect.objectContaining({ ref: createdRef, name: 'Made on replica one' }))

    const opened = await api(1, `/pg-meta/${createdRef}/query`, { method: 'POST', body: JSON.stringify({ query: 'select current_database() as name' }) })
    expect(await opened.json()).toEqual([{ name: `project_${createdRef}` }])

    expect((await api(1, `/projects/${createdRef}`, { method: 'DELETE' })).status).toBe(200)
    const afterDelete = (await (await api(0, '/projects')).json()) as { ref: string }[]
    expect(afterDelete.map((project) => project.ref)).not.toContain(createdRef)
    expect((await api(0, `/projects/${createdRef}`)).status).toBe(404)
  })

  it('locks out a client guessing on both replicas after the same 5 failures as on one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(bases[attempt % 2], `wrong ${attempt}`, '192.0.2.77')).status).toBe(401)
    }
    for (const base of bases) {
      const locked = await signIn(base, PASSWORD, '192.0.2.77')
      expect(locked.status).toBe(429)
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // A session made by one replica is good on the other (shared DASHBOARD_SESSION_SECRET).
    expect((await api(1, '/profile')).status).toBe(200)
  })
})
