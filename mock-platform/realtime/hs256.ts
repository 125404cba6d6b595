/**
 * HS256 JWTs with WebCrypto, so the temporary-key handler also runs where MSW runs in a browser.
 * The mock realtime server verifies what the dashboard (self-hosted) or the mock platform signed.
 */

export interface RealtimeClaims {
  role?: string
  sub?: string
  exp?: number
  iat?: number
  [claim: string]: unknown
}

/** The mock gateway's JWT secret: the e2e self-hosted-pg server is given it as SUPABASE_JWT_SECRET. */
export const MOCK_GATEWAY_JWT_SECRET = 'mock-gateway-jwt-secret-at-least-32-characters'

/** Each mock platform project signs its temporary keys with a secret of its own. */
export function mockProjectJwtSecret(ref: string): string {
  return `mock-project-jwt-secret:${ref}`
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(encoded: string): Uint8Array {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

async function hmac(secret: string, data: string): Promise<Uint8Array> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)))
}

export async function signHs256(claims: RealtimeClaims, secret: string): Promise<string> {
  const encoder = new TextEncoder()
  const head = toBase64Url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })))
  const body = toBase64Url(encoder.encode(JSON.stringify(claims)))
  return `${head}.${body}.${toBase64Url(await hmac(secret, `${head}.${body}`))}`
}

export type VerifyResult = { ok: true; claims: RealtimeClaims } | { ok: false; reason: string }

/** Checks the signature and exp the way the realtime server does before it lets a token join. */
export async function verifyHs256(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<VerifyResult> {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'Invalid JWT: not three dot-separated parts' }
  let claims: RealtimeClaims
  try {
    const header = JSON.parse(new TextDecoder().decode(fromBase64Url(parts[0]))) as { alg?: string }
    if (header.alg !== 'HS256') return { ok: false, reason: `Invalid JWT: alg ${String(header.alg)} is not HS256` }
    claims = JSON.parse(new TextDecoder().decode(fromBase64Url(parts[1]))) as RealtimeClaims
  } catch {
    return { ok: false, reason: 'Invalid JWT: header or payload is not base64url JSON' }
  }
  const expected = toBase64Url(await hmac(secret, `${parts[0]}.${parts[1]}`))
  if (expected !== parts[2]) return { ok: false, reason: 'Invalid JWT: signature does not match' }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) return { ok: false, reason: 'Token has expired' }
  return { ok: true, claims }
}
