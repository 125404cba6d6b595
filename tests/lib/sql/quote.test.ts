import type { PGlite } from '@electric-sql/pglite'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { qualifiedName, quoteIdent, quoteLiteral, SqlQuoteError } from '@/lib/sql/quote'

import { createTestDatabase } from '../../table-editor/pglite'

// Characters that matter to the SQL lexer, mixed with any other Unicode code point (NUL excluded:
// Postgres cannot store it, and the quoting functions refuse it).
const dangerous = fc.constantFrom("'", '"', '\\', ';', '-', '/', '*', '$', ' ', '\n', 'E', 'e', '(', ')')
const anyChar = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((char) => char !== '\u0000')
const sqlish = (maxLength: number) => fc.string({ unit: fc.oneof(dangerous, anyChar), maxLength })

describe('quoteIdent / quoteLiteral', () => {
  it('double embedded quotes and use the E form only when a backslash is present', () => {
    expect(quoteIdent('a"b')).toBe('"a""b"')
    expect(quoteLiteral("it's")).toBe("'it''s'")
    expect(quoteLiteral('a\\b')).toBe("E'a\\\\b'")
    expect(quoteLiteral('')).toBe("''")
    expect(qualifiedName('my schema', 'x"y')).toBe('"my schema"."x""y"')
  })

  it('refuse what Postgres cannot represent', () => {
    expect(() => quoteIdent('')).toThrow(SqlQuoteError)
    expect(() => quoteIdent('a\u0000b')).toThrow(SqlQuoteError)
    expect(() => quoteLiteral('a\u0000b')).toThrow(SqlQuoteError)
  })
})

describe('quoting against a real Postgres parser', () => {
  let db: PGlite

  beforeAll(async () => {
    db = await createTestDatabase()
  })
  afterAll(async () => {
    await db.close()
  })

  it('a quoted literal always reads back as exactly the original string', async () => {
    await fc.assert(
      fc.asyncProperty(sqlish(40), async (value) => {
        const result = await db.query<{ v: string }>(`select ${quoteLiteral(value)}::text as v`)
        expect(result.rows).toEqual([{ v: value }])
      }),
      { numRuns: 300 }
    )
  })

  it('literals stay literals even with standard_conforming_strings off', async () => {
    await db.exec('set standard_conforming_strings = off')
    try {
      await fc.assert(
        fc.asyncProperty(sqlish(40), async (value) => {
          const result = await db.query<{ v: string }>(`select ${quoteLiteral(value)}::text as v`)
          expect(result.rows).toEqual([{ v: value }])
        }),
        { numRuns: 150 }
      )
    } finally {
      await db.exec('set standard_conforming_strings = on')
    }
  })

  it('a quoted identifier always names exactly the original string', async () => {
    // ≤ 15 code points keeps every name under Postgres's 63-byte identifier limit.
    await fc.assert(
      fc.asyncProperty(sqlish(15).filter((name) => name.length > 0), async (name) => {
        const ident = quoteIdent(name)
        const result = await db.query<Record<string, number>>(`select t.${ident} from (select 1 as ${ident}) as t`)
        expect(result.fields.map((field) => field.name)).toEqual([name])
        expect(result.rows).toEqual([{ [name]: 1 }])
      }),
      { numRuns: 300 }
    )
  })

  it('classic injection payloads are stored as plain text', async () => {
    const payloads = ["'; drop table victims; --", "\\'; drop table victims; --", "' or '1'='1", "$$; select 1; $$"]
    await db.exec('create table victims (id int primary key, note text)')
    for (const [index, payload] of payloads.entries()) {
      await db.exec(`insert into victims (id, note) values (${index}, ${quoteLiteral(payload)})`)
    }
    const result = await db.query<{ note: string }>('select note from victims order by id')
    expect(result.rows.map((row) => row.note)).toEqual(payloads)
  })
})
