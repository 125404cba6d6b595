/** Outcome of parsing user-typed JSON: never thrown, always returned. */
export type JsonInputResult = { success: true; data: unknown } | { success: false; error: string }

export interface JsonInputOptions {
  /** Drop commas that directly precede a closing } or ] (outside strings) before parsing. */
  stripTrailingCommas?: boolean
}

/** Removes trailing commas ("[1, 2,]" → "[1, 2]") while leaving string contents untouched. */
export function stripTrailingCommas(input: string): string {
  let output = ''
  let isInString = false
  for (let index = 0; index < input.length; index++) {
    const char = input[index]
    if (isInString) {
      output += char
      if (char === '\\') {
        index++
        if (index < input.length) output += input[index]
      } else if (char === '"') {
        isInString = false
      }
      continue
    }
    if (char === '"') {
      isInString = true
    } else if (char === ',') {
      let next = index + 1
      while (next < input.length && /\s/.test(input[next])) next++
      if (input[next] === '}' || input[next] === ']') continue
    }
    output += char
  }
  return output
}

/**
 * SPEC §5 "JSON input": blank input becomes null, numeric JSON becomes a number, anything else is
 * parsed as JSON. Invalid JSON yields `{ success: false }` with the parser's message.
 */
export function parseJsonInput(input: string | null | undefined, options: JsonInputOptions = {}): JsonInputResult {
  if (input === null || input === undefined || input.trim() === '') return { success: true, data: null }
  const source = options.stripTrailingCommas ? stripTrailingCommas(input) : input
  try {
    // JSON.parse already yields numbers for numeric JSON ("42", " -1.5e3 "), never numeric strings.
    const data: unknown = JSON.parse(source)
    return { success: true, data }
  } catch (error) {
    return { success: false, error: error instanceof Error ? error.message : String(error) }
  }
}
