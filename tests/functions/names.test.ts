import { describe, expect, it } from 'vitest'

import { envNamesRead, functionFileNameError, functionFileSizeError, functionSlugError, MAX_FUNCTION_FILE_BYTES, secretNameError } from '@/lib/functions/names'
import { findSyntaxError } from '@/lib/functions/syntax-check'

describe('function slugs', () => {
  it.each(['hello-world', 'a', 'Webhook_2', 'x'.repeat(63)])('accepts %s', (slug) => {
    expect(functionSlugError(slug)).toBeNull()
  })

  it.each([
    ['', 'Enter a slug'],
    ['x'.repeat(64), 'A slug is 1–63 letters, digits, dashes or underscores'],
    ['hello world', 'A slug is 1–63 letters, digits, dashes or underscores'],
    ['../etc', 'A slug is 1–63 letters, digits, dashes or underscores'],
    ['héllo', 'A slug is 1–63 letters, digits, dashes or underscores'],
    ['new', '"new" is reserved: choose another slug'],
    ['secrets', '"secrets" is reserved: choose another slug'],
  ])('refuses %j', (slug, message) => {
    expect(functionSlugError(slug)).toBe(message)
  })
})

describe('secret names', () => {
  it.each(['STRIPE_API_KEY', '_PRIVATE', 'A1'])('accepts %s', (name) => {
    expect(secretNameError(name)).toBeNull()
  })

  it('refuses the platform prefix, lower case, a leading digit and empty names', () => {
    expect(secretNameError('SUPABASE_URL')).toBe('SUPABASE_URL: names starting with SUPABASE_ are reserved')
    expect(secretNameError('stripe_key')).toBe('stripe_key: use upper-case letters, digits and underscores, not starting with a digit')
    expect(secretNameError('1KEY')).toMatch(/not starting with a digit/)
    expect(secretNameError('MY-KEY')).toMatch(/upper-case letters/)
    expect(secretNameError('')).toBe('Enter a name')
  })
})

describe('file names and sizes', () => {
  it('accepts relative names a few folders deep', () => {
    expect(functionFileNameError('index.ts')).toBeNull()
    expect(functionFileNameError('lib/db/client.ts')).toBeNull()
  })

  it.each(['../index.ts', 'lib/../../x.ts', '/etc/passwd', './index.ts', 'C:evil.ts', 'a b.ts', 'a/b/c/d/e.ts', '.env'])('refuses %s', (name) => {
    expect(functionFileNameError(name)).not.toBeNull()
  })

  it('refuses a 10 MB file with the limit in the message', () => {
    expect(functionFileSizeError('big.ts', MAX_FUNCTION_FILE_BYTES)).toBeNull()
    expect(functionFileSizeError('big.ts', 10 * 1024 * 1024)).toBe("big.ts is 10.0 MB: a function's file can be at most 5 MB")
  })
})

describe('reading code', () => {
  it('lists the names read with Deno.env.get, once each', () => {
    const code = "const a = Deno.env.get('STRIPE_KEY')\nconst b = Deno.env.get(\"DB_URL\") ?? Deno.env.get(`STRIPE_KEY`)\nDeno.env.get(name)"
    expect(envNamesRead(code)).toEqual(['DB_URL', 'STRIPE_KEY'])
  })

  it('finds the line of a syntax error with the TypeScript grammar, and none in valid TypeScript', () => {
    expect(findSyntaxError('interface A { b?: number }\nDeno.serve((req: Request): Response => new Response("ok"))\n')).toBeNull()
    const problem = findSyntaxError('Deno.serve(() => {\n  const x = ;\n})\n')
    expect(problem).toMatchObject({ line: 2 })
    expect(problem?.message).toMatch(/^Syntax error at line 2, column \d+/)
  })
})
