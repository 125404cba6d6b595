/**
 * Reads a successful response the way SPEC §7 says: 204 or Content-Length 0 → no data;
 * application/octet-stream → the raw Response; anything else → JSON, falling back to text.
 */
export async function parseResponseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.headers.get('Content-Length') === '0') return undefined
  const contentType = response.headers.get('Content-Type') ?? ''
  if (contentType.includes('application/octet-stream')) return response
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
