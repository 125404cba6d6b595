import fc from 'fast-check'

import { splitSqlStatements, type SqlStatement } from '@/lib/sql/split-statements'
import { stripSqlComments } from '@/lib/sql/strip-comments'

import { sqlLiteral, sqlSoup, sqlStatementTokens, type SqlToken } from './sql-arbitraries'

const anySql = fc.oneof(sqlSoup, fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ maxLength: 80 }))

const textOf = (tokens: SqlToken[]) => tokens.map((token) => token.text).join('')
const withoutComments = (tokens: SqlToken[]) => tokens.map((token) => token.kept).join('')

/** The invariants of any split: ordered, disjoint, exact ranges, and nothing but ";"/comments between. */
function expectWellFormedSplit(sql: string, statements: SqlStatement[]): void {
  let cursor = 0
  let rebuilt = ''
  for (const statement of statements) {
    expect(statement.start).toBeGreaterThanOrEqual(cursor)
    expect(statement.end).toBeGreaterThan(statement.start)
    expect(statement.text).toBe(sql.slice(statement.start, statement.end))
    expect(statement.text).toBe(statement.text.trim())
    expect(stripSqlComments(statement.text).trim()).not.toBe('')
    const gap = sql.slice(cursor, statement.start)
    expect(stripSqlComments(gap)).toMatch(/^[\s;]*$/)
    rebuilt += gap + statement.text
    cursor = statement.end
  }
  const tail = sql.slice(cursor)
  expect(stripSqlComments(tail)).toMatch(/^[\s;]*$/)
  // The pieces, with what lies between them, rejoin to the original script.
  expect(rebuilt + tail).toBe(sql)
}

describe('stripSqlComments under fuzzing (SPEC §5 SQL comments)', () => {
  it('never throws and is idempotent', () => {
    fc.assert(
      fc.property(anySql, (sql) => {
        const stripped = stripSqlComments(sql)
        expect(typeof stripped).toBe('string')
        expect(stripSqlComments(stripped)).toBe(stripped)
      }),
      { numRuns: 2_000 }
    )
  })

  it('removes exactly the comments, keeping literals, identifiers and dollar bodies byte for byte', () => {
    fc.assert(
      fc.property(fc.array(sqlStatementTokens, { maxLength: 4 }), (statements) => {
        const tokens = statements.flat()
        expect(stripSqlComments(textOf(tokens))).toBe(withoutComments(tokens))
      }),
      { numRuns: 1_500 }
    )
  })

  it('keeps a literal holding comment markers intact between real comments', () => {
    fc.assert(
      fc.property(sqlLiteral, (literal) => {
        const sql = `select /* a */ ${literal.text} -- note ${literal.text.replace(/\n/g, '')}\n, ${literal.text}/* b */;`
        // A comment between two tokens leaves a space so they cannot merge ("a/**/b" is "a b").
        expect(stripSqlComments(sql)).toBe(`select  ${literal.text} \n, ${literal.text} ;`)
      }),
      { numRuns: 1_000 }
    )
  })
})

describe('splitSqlStatements under fuzzing (SPEC §5 SQL scripts)', () => {
  it('never throws and always yields a well-formed split', () => {
    fc.assert(
      fc.property(anySql, (sql) => {
        expectWellFormedSplit(sql, splitSqlStatements(sql))
      }),
      { numRuns: 1_500 }
    )
  })

  it('splits only on top-level semicolons, dropping comment-only statements', () => {
    fc.assert(
      fc.property(fc.array(sqlStatementTokens, { maxLength: 5 }), fc.constantFrom('', ' ', '\n'), (statements, lead) => {
        const sql = lead + statements.map(textOf).join(';')
        const expected = statements.filter((tokens) => tokens.some((token) => !token.isComment)).map((tokens) => textOf(tokens).trim())
        const split = splitSqlStatements(sql)
        expect(split.map((statement) => statement.text)).toEqual(expected)
        expectWellFormedSplit(sql, split)
      }),
      { numRuns: 1_500 }
    )
  })

  it('finds each statement of a split whole again when split on its own', () => {
    fc.assert(
      fc.property(anySql, (sql) => {
        for (const statement of splitSqlStatements(sql)) {
          expect(splitSqlStatements(statement.text)).toEqual([
            { text: statement.text, start: 0, end: statement.text.length },
          ])
        }
      }),
      { numRuns: 1_500 }
    )
  })

  it('keeps a BEGIN ATOMIC routine body, semicolons and CASE … END included, as one statement', () => {
    fc.assert(
      fc.property(
        fc.array(sqlStatementTokens, { minLength: 1, maxLength: 3 }),
        fc.array(sqlStatementTokens, { maxLength: 2 }),
        fc.constantFrom('function', 'FUNCTION', 'procedure'),
        fc.boolean(),
        (body, after, kind, hasCase) => {
          const caseExpression = hasCase ? 'case when x then 1 else 2 end' : '1'
          const inner = body.map((tokens) => `${textOf(tokens)} ${caseExpression}`).join(';\n')
          const routine = `-- leading comment\ncreate or replace ${kind} f()\nlanguage sql\nbegin atomic\n${inner};\nend`
          const sql = [routine, ...after.map(textOf)].join(';')
          const expected = [routine, ...after.filter((tokens) => tokens.some((token) => !token.isComment)).map((tokens) => textOf(tokens).trim())]
          expect(splitSqlStatements(sql).map((statement) => statement.text)).toEqual(expected)
        }
      ),
      { numRuns: 1_000 }
    )
  })
})
