import { sendPlatformRequest } from './client'
import { handleError } from './handle-error'

/** SPEC §9: HEAD requests give up after 60 s. */
export const HEAD_TIMEOUT_MS = 60_000

export interface HelperOptions {
  signal?: AbortSignal
  headers?: Record<string, string>
}

/**
 * POSTs a JSON body (FormData is sent as it is) to a platform path such as `/platform/telemetry/event`
 * and returns the parsed response; failures are thrown through handleError.
 */
export async function post<TData = unknown>(url: string, body?: unknown, options: HelperOptions = {}): Promise<TData> {
  const { data, error } = await sendPlatformRequest('POST', url, {
    body,
    signal: options.signal,
    headers: options.headers,
  })
  if (error) handleError(error)
  return data as TData
}

export interface HeadOptions extends HelperOptions {
  /** Milliseconds before the request is aborted with a TimeoutError. */
  timeout?: number
}

/**
 * Sends a HEAD request to a platform path (query string included) and returns the values of the
 * requested response headers, null for those absent. Aborted after `timeout` (60 s) or by `signal`.
 */
export async function head<const TName extends string>(
  url: string,
  headerNames: readonly TName[],
  { timeout = HEAD_TIMEOUT_MS, signal, headers }: HeadOptions = {}
): Promise<Record<TName, string | null>> {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException(`HEAD ${url} timed out after ${timeout} ms`, 'TimeoutError')),
    timeout
  )
  const handleAbort = () => controller.abort(signal?.reason)
  if (signal?.aborted) handleAbort()
  signal?.addEventListener('abort', handleAbort, { once: true })
  try {
    const { error, response } = await sendPlatformRequest('HEAD', url, { signal: controller.signal, headers })
    if (!response.ok) handleError(error)
    const values = {} as Record<TName, string | null>
    for (const name of headerNames) values[name] = response.headers.get(name)
    return values
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', handleAbort)
  }
}
