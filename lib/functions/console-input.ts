/** Reading the test console's text fields into a request. */

/** "Name: value" per line; blank lines are skipped. Returns the headers, or the first bad line. */
export function parseHeaderLines(text: string): { headers: Record<string, string> } | { error: string } {
  const headers: Record<string, string> = {}
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim()
    if (!line) continue
    const colon = line.indexOf(':')
    const name = colon > 0 ? line.slice(0, colon).trim() : ''
    if (!name || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) return { error: `Line ${index + 1}: write headers as Name: value` }
    headers[name] = line.slice(colon + 1).trim()
  }
  return { headers }
}

/** An empty body, or JSON that parses (the console sends JSON bodies). */
export function jsonBodyError(text: string): string | null {
  if (!text.trim()) return null
  try {
    JSON.parse(text)
    return null
  } catch (error) {
    return `The body is not valid JSON: ${(error as Error).message}`
  }
}

/** The answer's body indented when it is JSON, as it came otherwise. */
export function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}
