/**
 * JWT-shaped tokens for the mock GoTrue. They are not signed by any real key: supabase-js only decodes
 * the payload (aal, amr, exp, session_id) and never verifies the signature on the client.
 */
export interface AmrEntry {
  method: 'password' | 'totp' | 'oauth' | 'otp' | 'recovery'
  timestamp: number
}

export interface AccessTokenClaims {
  sub: string
  email: string
  aal: 'aal1' | 'aal2'
  amr: AmrEntry[]
  exp: number
  iat: number
  role: 'authenticated'
  aud: 'authenticated'
  session_id: string
  iss: string
}

// btoa/atob + TextEncoder rather than Buffer, so the handlers also run in a browser worker.
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

export function encodeAccessToken(claims: AccessTokenClaims): string {
  const header = toBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'mock-platform' }))
  const payload = toBase64Url(JSON.stringify(claims))
  // A fixed, valid base64url signature: decodeJWT only checks the format.
  const signature = toBase64Url(`mock-signature:${claims.session_id}`)
  return `${header}.${payload}.${signature}`
}

/** Returns the claims of a token this mock issued, or null for anything else. */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  try {
    const claims = JSON.parse(fromBase64Url(parts[1])) as Partial<AccessTokenClaims>
    if (typeof claims.sub !== 'string' || typeof claims.session_id !== 'string') return null
    return claims as AccessTokenClaims
  } catch {
    return null
  }
}

/** Reads `Authorization: Bearer <token>` from a request. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(header)
  return match ? match[1].trim() : null
}
