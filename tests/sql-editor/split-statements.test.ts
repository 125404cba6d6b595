import fc from 'fast-check'

import { splitSqlStatements } from '@/lib/sql/split-statements'

const texts = (sql: string) => splitSqlStatements(sql).map((statement) => statement.text)

describe('splitSqlStatements', () => {
  it('splits on semicolons and trims each statement', () => {
    expect(texts('select 1;\n  select 2 ;select 3')).toEqual(['select 1', 'select 2', 'select 3'])
  })

  it('returns nothing for empty, blank or comment-only scripts', () => {
    expect(splitSqlStatements('')).toEqual([])
    expect(splitSqlStatements(' ;; \n ;')).toEqual([])
    expect(splitSqlStatements('-- just a note\n/* and a block */;')).toEqual([])
  })

  it('ignores semicolons inside literals, identifiers, dollar quotes and comments', () => {
    const script = [
      "select 'a;b', E'it\\'s;', \"weird;name\" from t",
      'create function f() returns int language plpgsql as $body$ begin return 1; end; $body$',
      'select $$;$$, $1',
      '-- a comment; with a semicolon\nselect 4 /* block; /* nested; */ still; */',
    ].join(';\n')
    expect(texts(script)).toEqual([
      "select 'a;b', E'it\\'s;', \"weird;name\" from t",
      'create function f() returns int language plpgsql as $body$ begin return 1; end; $body$',
      'select $$;$$, $1',
      '-- a comment; with a semicolon\nselect 4 /* block; /* nested; */ still; */',
    ])
  })

  it('keeps a BEGIN ATOMIC function body in one statement', () => {
    const routine =
      'create or replace function add(a int, b int) returns int language sql begin atomic select case when a > 0 then a end + b; end'
    expect(texts(`${routine};\nselect add(1, 2);`)).toEqual([routine, 'select add(1, 2)'])
    // A transaction's BEGIN is an ordinary statement.
    expect(texts('begin; select 1; commit;')).toEqual(['begin', 'select 1', 'commit'])
  })

  it('gives ranges that point into the original script', () => {
    const script = '  select 1 ;\n\n/* c */ select 2'
    for (const statement of splitSqlStatements(script)) {
      expect(script.slice(statement.start, statement.end)).toBe(statement.text)
    }
    expect(splitSqlStatements(script)[1]).toMatchObject({ text: '/* c */ select 2', start: 14 })
  })

  it('runs unterminated quotes and comments to the end instead of failing', () => {
    expect(texts("select 'open; select 2")).toEqual(["select 'open; select 2"])
    expect(texts('select 1 /* open; select 2')).toEqual(['select 1 /* open; select 2'])
  })

  it('never throws, and returns ordered, non-overlapping ranges matching the text', () => {
    const sqlish = fc.string({
      unit: fc.constantFrom(';', "'", '"', '$', '$$', '$a$', '-', '--', '/*', '*/', '\n', ' ', 'E', 'a', '1', 'begin', 'end', 'create function ', 'case'),
      maxLength: 60,
    })
    fc.assert(
      fc.property(fc.oneof(sqlish, fc.string()), (sql) => {
        const statements = splitSqlStatements(sql)
        let previousEnd = 0
        for (const statement of statements) {
          expect(statement.start).toBeGreaterThanOrEqual(previousEnd)
          expect(statement.end).toBeGreaterThan(statement.start)
          expect(sql.slice(statement.start, statement.end)).toBe(statement.text)
          expect(statement.text).toBe(statement.text.trim())
          previousEnd = statement.end
        }
      }),
      { numRuns: 2000 }
    )
  })

  it('finds every statement of a script built from plain statements', () => {
    const plain = fc.stringMatching(/^select [a-z0-9 ,]{1,12}$/).map((text) => text.trim())
    fc.assert(
      fc.property(fc.array(plain, { minLength: 1, maxLength: 8 }), (statements) => {
        expect(texts(statements.join(';\n'))).toEqual(statements)
      })
    )
  })
})
