import fc from 'fast-check'

import { stripSqlComments } from '@/lib/sql/strip-comments'

describe('stripSqlComments', () => {
  it('removes line and block comments', () => {
    expect(stripSqlComments('select 1; -- trailing\nselect 2;')).toBe('select 1; \nselect 2;')
    expect(stripSqlComments('select /* inline */ 1')).toBe('select  1')
    expect(stripSqlComments('/* header\n spanning lines */select 1')).toBe('select 1')
    expect(stripSqlComments('select 1 -- no newline at end')).toBe('select 1 ')
  })

  it('handles nested block comments like Postgres', () => {
    expect(stripSqlComments('select /* a /* b */ c */ 1')).toBe('select  1')
  })

  it('keeps tokens apart where a comment separated them', () => {
    expect(stripSqlComments('select/**/1')).toBe('select 1')
    expect(stripSqlComments('select 1 -/**/- 2')).toBe('select 1 - - 2')
  })

  it('leaves comment markers inside string literals and quoted identifiers', () => {
    expect(stripSqlComments("select '-- not a comment', '/* nor this */'")).toBe("select '-- not a comment', '/* nor this */'")
    expect(stripSqlComments("select 'it''s -- fine' -- gone")).toBe("select 'it''s -- fine' ")
    expect(stripSqlComments('select "weird--name", "a/*b" from t')).toBe('select "weird--name", "a/*b" from t')
    expect(stripSqlComments("select E'\\' -- still string' -- gone")).toBe("select E'\\' -- still string' ")
  })

  it('leaves dollar-quoted bodies alone', () => {
    const fn = 'create function f() returns int as $$ select 1 -- kept\n /* kept */ $$ language sql; -- gone'
    expect(stripSqlComments(fn)).toBe('create function f() returns int as $$ select 1 -- kept\n /* kept */ $$ language sql; ')
    expect(stripSqlComments('select $body$ -- $$ kept $body$ /* gone */')).toBe('select $body$ -- $$ kept $body$ ')
  })

  it('does not mistake positional parameters or identifiers with $ for dollar quotes', () => {
    expect(stripSqlComments('select $1 -- gone\n, a$b$ -- gone')).toBe('select $1 \n, a$b$ ')
  })

  it('keeps unterminated literals to the end of the input', () => {
    expect(stripSqlComments("select 'open -- string")).toBe("select 'open -- string")
    expect(stripSqlComments('select 1 /* open comment')).toBe('select 1 ')
  })

  it('never throws and is idempotent on arbitrary input', () => {
    const sqlish = fc.stringMatching(/^[a-z0-9 '"$\-/*\\\nE;_]*$/)
    fc.assert(
      fc.property(fc.oneof(fc.string(), sqlish), (input) => {
        const once = stripSqlComments(input)
        expect(stripSqlComments(once)).toBe(once)
      })
    )
  })

  it('removes exactly the comments from generated statements', () => {
    const word = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/)
    const body = fc.stringMatching(/^[a-z0-9\-/*;]{0,12}$/)
    const code = fc.oneof(
      word,
      body.map((text) => `'${text}'`),
      body.map((text) => `"${text}"`),
      body.filter((text) => !text.includes('$')).map((text) => `$fn$${text}$fn$`)
    )
    const comment = fc.oneof(
      body.map((text) => `--${text}\n`),
      body
        .map((text) => `/*${text}*/`)
        // Exactly one opener and one closer, so the comment neither nests nor ends early.
        .filter((text) => text.indexOf('/*', 1) === -1 && text.indexOf('*/') === text.length - 2)
    )
    const token = fc.oneof(code.map((text) => ({ text, isComment: false })), comment.map((text) => ({ text, isComment: true })))
    fc.assert(
      fc.property(fc.array(token, { maxLength: 12 }), (tokens) => {
        const sql = tokens.map((token) => token.text).join(' ')
        const expected = tokens.filter((token) => !token.isComment).map((token) => token.text)
        expect(stripSqlComments(sql).split(/\s+/).filter(Boolean)).toEqual(expected)
      })
    )
  })
})
