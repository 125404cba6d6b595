import 'server-only'

import type { z } from 'zod'

import { HttpError } from './http-error'

/**
 * Reads a JSON body of at most `maxBytes`, refusing a larger one with 413 before buffering it all
 * (the Content-Length is checked first, then the stream is counted as it arrives).
 */
export async function readJsonBody(request: Request, maxBytes: number, subject = 'Request body'): Promise<unknown> {
  const tooLarge = () => new HttpError(413, `${subject} is too large: the limit is ${maxBytes} bytes`)
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge()

  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        throw tooLarge()
      }
      chunks.push(value)
    }
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') throw new HttpError(400, 'The request body is empty: send a JSON object')
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new HttpError(400, `The request body is not valid JSON: ${(error as Error).message}`)
  }
}

/** Validates a parsed body or query, answering 400 with every problem named. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown, subject = 'request body'): z.output<T> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.join('.')
    return path ? `${path}: ${issue.message}` : issue.message
  })
  throw new HttpError(400, `Invalid ${subject}: ${problems.join('; ')}`)
}
