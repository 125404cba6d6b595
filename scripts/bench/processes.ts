/**
 * Servers for the benchmark and the load test: a production build in its own folder
 * (NEXT_DIST_DIR=.next-bench, never the lead's .next), Next servers and the mock platform on the
 * e2e ports moved by E2E_PORT_OFFSET (50 unless set), each in its own process group so that
 * stopping one ends its children too, and nothing else.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..', '..')
export const BENCH_DIST_DIR = '.next-bench'
export const REAL_POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'
const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')
const TSX_BIN = join(ROOT, 'node_modules', '.bin', 'tsx')

/** The e2e port layout (e2e/ports.ts), moved by E2E_PORT_OFFSET, 50 by default for the bench. */
export async function benchPorts() {
  process.env.E2E_PORT_OFFSET ??= '50'
  const ports = await import('../../e2e/ports')
  return { ...ports, offset: Number(process.env.E2E_PORT_OFFSET) }
}

export function log(message: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`)
}

/** `next build` into .next-bench; returns how long it took (ms). */
export function buildBench(): number {
  const start = Date.now()
  log(`next build → ${BENCH_DIST_DIR} …`)
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_DIST_DIR: BENCH_DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`)
  return Date.now() - start
}

export function hasBenchBuild(): boolean {
  return existsSync(join(ROOT, BENCH_DIST_DIR, 'BUILD_ID'))
}

export interface Server {
  name: string
  url: string
  child: ChildProcess
  /** Output so far, for the error message when start-up fails. */
  output: () => string
  stop: () => Promise<void>
}

/** Polls `url` (with `init`, GET by default) until it answers 2xx; throws when the server exits or time runs out. */
export async function waitForUrl(
  url: string,
  server: { child: ChildProcess; output: () => string; name: string },
  timeoutMs: number,
  init: RequestInit = {}
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited (${server.child.exitCode}):\n${server.output()}`)
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs} ms:\n${server.output()}`)
}

export function startProcess(name: string, command: string, args: string[], env: Record<string, string | undefined>, cwd = ROOT): Omit<Server, 'url'> {
  // detached: its own process group, so stop() reaches the children (next start forks its server).
  const child = spawn(command, args, { cwd, env: env as NodeJS.ProcessEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return
    }
    const isExited = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])
    if (!isExited) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }
  }
  return { name, child, output: () => output, stop }
}

export interface NextServerOptions {
  name: string
  port: number
  /** Added to this process's environment; an undefined value removes the variable. */
  env: Record<string, string | undefined>
}

/** `next start` of the bench build on loopback, ready when /api/get-utc-time answers. */
export async function startNextServer({ name, port, env }: NextServerOptions): Promise<Server> {
  const serverEnv: Record<string, string | undefined> = { ...process.env, NEXT_DIST_DIR: BENCH_DIST_DIR, NEXT_TELEMETRY_DISABLED: '1', ...env }
  // An undefined value removes a variable inherited from this process (POSTGRES_URL for PGlite runs).
  for (const [key, value] of Object.entries(serverEnv)) if (value === undefined) delete serverEnv[key]
  const server = startProcess(name, process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], serverEnv)
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForUrl(`${url}/dashboard/api/get-utc-time`, server, 120_000)
  } catch (error) {
    await server.stop()
    throw error
  }
  return { ...server, url }
}

export async function startMockPlatform(port: number): Promise<Server> {
  const server = startProcess('mock platform', TSX_BIN, ['scripts/mock-platform-server.ts', '--port', String(port)], { ...process.env })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForUrl(`${url}/__mock/requests`, server, 60_000)
  } catch (error) {
    await server.stop()
    throw error
  }
  return { ...server, url }
}

/** Every process in the tree under `pid` (Linux /proc), the root first. */
export function processTree(pid: number): number[] {
  const found: number[] = []
  const visit = (id: number) => {
    found.push(id)
    let tasks: string[] = []
    try {
      tasks = readdirSync(`/proc/${id}/task`)
    } catch {
      return
    }
    for (const task of tasks) {
      let children = ''
      try {
        children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8')
      } catch {
        continue
      }
      for (const child of children.trim().split(/\s+/).filter(Boolean)) visit(Number(child))
    }
  }
  visit(pid)
  return found
}

/** Resident set size in bytes (VmRSS), or 0 when the process is gone. */
export function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

export function processName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
  } catch {
    return ''
  }
}

/** The process that serves requests: `next start` renames its server process "next-server (…)". */
export function nextServerPid(server: Server): number {
  const root = server.child.pid
  if (root === undefined) throw new Error(`${server.name} has no pid`)
  const tree = processTree(root)
  return tree.find((pid) => processName(pid).startsWith('next-server')) ?? tree.reduce((a, b) => (rssBytes(b) > rssBytes(a) ? b : a))
}

/** Samples a process's RSS every `intervalMs` until stopped; returns the peak and the samples taken. */
export function sampleRss(pid: number, intervalMs = 20) {
  let peak = rssBytes(pid)
  let samples = 1
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid))
    samples += 1
  }, intervalMs)
  return {
    stop: () => {
      clearInterval(timer)
      peak = Math.max(peak, rssBytes(pid))
      return { peakBytes: peak, samples: samples + 1 }
    },
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Median wall times (ms) of two operations timed alternately, so that drift in the machine's load
 * (CPU shared with other work) falls on both alike; `warmup` unmeasured rounds first.
 */
export async function pairedMedianMs(
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
  { runs, warmup = 0 }: { runs: number; warmup?: number }
): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []]
  for (let round = 0; round < warmup + runs; round += 1) {
    // Alternate which goes first, too: neither always gets the warmer caches.
    const order = round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)
    for (const which of order) {
      const start = performance.now()
      await (which === 0 ? first() : second())
      if (round >= warmup) times[which].push(performance.now() - start)
    }
  }
  return [median(times[0]), median(times[1])]
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`
