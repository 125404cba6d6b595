import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A PostgreSQL server of a test's own (initdb into a temporary folder, its own port), so a test can
 * stop and start it without touching the shared server. As root the server runs as the postgres
 * user (PostgreSQL refuses to run as root).
 */
export interface PrivateCluster {
  url: string
  port: number
  start: () => void
  stop: () => void
  /** Stops the server if it runs and removes its folder. */
  remove: () => void
}

function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))
  return versions.length > 0 ? join(root, versions[0], 'bin') : null
}

export const HAS_POSTGRES_BINARIES = postgresBinDir() !== null

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export async function createPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) are not installed under /usr/lib/postgresql')
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-cluster-'))
  chmodSync(dir, 0o777)
  const isRoot = process.getuid?.() === 0
  const run = (tool: string, args: string[]) =>
    execFileSync(isRoot ? 'runuser' : join(bin, tool), isRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    })
  const data = join(dir, 'data')
  const port = await freePort()
  run('initdb', ['--pgdata', data, '--auth', 'trust', '--username', 'postgres', '--no-sync', '--encoding', 'UTF8', '--locale', 'C'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB -c max_connections=30`
  const start = () => void run('pg_ctl', ['--pgdata', data, '--wait', '--timeout', '60', '--log', join(dir, 'server.log'), '--options', options, 'start'])
  const stop = () => void run('pg_ctl', ['--pgdata', data, '--wait', '--mode', 'fast', 'stop'])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    remove: () => {
      try {
        run('pg_ctl', ['--pgdata', data, '--wait', '--mode', 'immediate', 'stop'])
      } catch {
        // Not running.
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
