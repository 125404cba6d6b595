import 'server-only'

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { ServerConfig } from '@/lib/config/schema'

/**
 * Self-hosted "temporary API keys": the browser never sees the service key, so uploads go through the
 * dashboard's own TUS proxy with a short-lived token it signed. The key is DASHBOARD_SESSION_SECRET
 * (shared by replicas) or a random one per process.
 */
const processKey = randomBytes(32)
const MAX_SECONDS = 3600

function keyOf(config: ServerConfig): Buffer {
  return config.dashboardSessionSecret
    ? createHmac('sha256', config.dashboardSessionSecret).update('storage-upload-token').digest()
    : processKey
}

function sign(config: ServerConfig, payload: string): string {
  return createHmac('sha256', keyOf(config)).update(payload).digest('base64url')
}

export function issueUploadToken(config: ServerConfig, ref: string, seconds: number, now = Date.now()): string {
  const lifetime = Math.min(Math.max(1, Math.floor(seconds)), MAX_SECONDS)
  const expiresAt = Math.floor(now / 1000) + lifetime
  const payload = `${ref}.${expiresAt}`
  return `sbdash.${payload}.${sign(config, payload)}`
}

export function isValidUploadToken(config: ServerConfig, ref: string, token: string | null, now = Date.now()): boolean {
  const match = /^sbdash\.([^.]+)\.(\d+)\.([\w-]+)$/.exec(token ?? '')
  if (!match || match[1] !== ref || Number(match[2]) * 1000 < now) return false
  const expected = Buffer.from(sign(config, `${match[1]}.${match[2]}`))
  const actual = Buffer.from(match[3])
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
