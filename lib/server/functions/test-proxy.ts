import 'server-only'

import type { ServerConfig } from '@/lib/config/schema'
import { buildFunctionTestUrl, MAX_TEST_RESPONSE_BYTES, TEST_TIMEOUT_MS, type FunctionTestAnswer } from '@/lib/functions/test-request'
import { partitionApiKeys } from '@/lib/project-settings/api-keys'
import { HttpError } from '@/lib/server/http/http-error'

import type { ParsedFunctionTestRequest as TestRequest } from './test-request-schema'

/** Headers the console may not set: the connection's own, and credentials of the dashboard itself. */
const DROPPED_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'cookie', 'upgrade', 'keep-alive', 'te', 'trailer'])

interface Target {
  functionsBase: string
  keys: { anon: string | null; serviceRole: string | null }
}

async function platformTarget(request: Request, config: ServerConfig, ref: string): Promise<Target> {
  const authorization = request.headers.get('authorization')
  if (!authorization?.startsWith('Bearer ')) throw new HttpError(401, 'Sign in to test functions')
  let response: Response
  try {
    response = await fetch(`${config.platformApiUrl}/projects/${encodeURIComponent(ref)}/settings`, {
      headers: { Authorization: authorization, Accept: 'application/json' },
      cache: 'no-store',
    })
  } catch (error) {
    throw new HttpError(502, `Could not reach the platform API: ${(error as Error).message}`)
  }
  const settings = (await response.json().catch(() => null)) as { service_api_keys?: Parameters<typeof partitionApiKeys>[0]; message?: string } | null
  if (!response.ok) {
    const status = [401, 403, 404].includes(response.status) ? response.status : 502
    throw new HttpError(status, settings?.message ?? `The platform API answered ${response.status}`)
  }
  const base = (config.platformFunctionsUrl ?? 'https://{ref}.supabase.co/functions/v1').replace('{ref}', ref)
  return { functionsBase: base, keys: partitionApiKeys(settings?.service_api_keys) }
}

function selfHostedTarget(config: ServerConfig): Target {
  if (!config.supabaseUrl) {
    throw new HttpError(503, 'Set SUPABASE_URL (the API gateway serving the edge runtime at SUPABASE_URL/functions/v1) to invoke functions')
  }
  return {
    functionsBase: `${config.supabaseUrl}/functions/v1`,
    keys: { anon: config.supabaseAnonKey ?? null, serviceRole: config.supabaseServiceKey ?? null },
  }
}

async function readLimited(response: Response): Promise<{ text: string; isTruncated: boolean }> {
  if (!response.body) return { text: '', isTruncated: false }
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let isTruncated = false
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    size += value.byteLength
    if (size > MAX_TEST_RESPONSE_BYTES) {
      isTruncated = true
      await reader.cancel()
      break
    }
  }
  return { text: Buffer.concat(chunks).subarray(0, MAX_TEST_RESPONSE_BYTES).toString('utf8'), isTruncated }
}

/**
 * Sends one test request to the function's own URL (never anywhere else: redirects are not followed)
 * with the chosen role's key, and reports what came back and how long it took. A function that does
 * not answer within the limit is a 504 saying so.
 */
export async function runFunctionTest(request: Request, config: ServerConfig, input: TestRequest): Promise<FunctionTestAnswer> {
  const target = config.isPlatform ? await platformTarget(request, config, input.projectRef) : selfHostedTarget(config)
  const url = buildFunctionTestUrl(target.functionsBase, input.slug, input.path, input.query)
  if (typeof url === 'string') throw new HttpError(400, url)

  const headers = new Headers()
  for (const [name, value] of Object.entries(input.headers)) {
    const lower = name.trim().toLowerCase()
    if (!lower || DROPPED_HEADERS.has(lower)) continue
    try {
      headers.set(lower, value)
    } catch {
      throw new HttpError(400, `Header ${name} is not a valid header`)
    }
  }
  const key = input.role === 'service_role' ? target.keys.serviceRole : target.keys.anon
  if (key) {
    if (!headers.has('authorization')) headers.set('authorization', `Bearer ${key}`)
    if (!headers.has('apikey')) headers.set('apikey', key)
  }
  const hasBody = input.body !== undefined && input.body !== '' && input.method !== 'GET'
  if (hasBody && !headers.has('content-type')) headers.set('content-type', 'application/json')

  const timeoutMs = input.timeoutMs ?? TEST_TIMEOUT_MS
  const started = performance.now()
  let response: Response
  try {
    response = await fetch(url, {
      method: input.method,
      headers,
      body: hasBody ? input.body : undefined,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const name = (error as Error).name
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new HttpError(504, `The function did not answer within ${timeoutMs / 1000} s`)
    }
    const cause = (error as { cause?: { message?: string } }).cause?.message
    throw new HttpError(502, `Could not reach ${url.origin}: ${cause ?? (error as Error).message}`)
  }
  const { text, isTruncated } = await readLimited(response).catch(() => ({ text: '', isTruncated: false }))
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body: text,
    isTruncated,
    durationMs: Math.round(performance.now() - started),
    url: url.href,
  }
}
