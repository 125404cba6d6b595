import fc from 'fast-check'

/** A lexical piece of a generated script and what comment stripping must leave of it. */
export interface SqlToken {
  text: string
  isComment: boolean
  /** The token itself, or for a comment only its line break and the whitespace after it. */
  kept: string
}

const joined = (pieces: readonly string[], maxLength = 6) =>
  fc.array(fc.constantFrom(...pieces), { maxLength }).map((parts) => parts.join(''))

const plain = (text: string): SqlToken => ({ text, isComment: false, kept: text })

// Statement-ending and comment-opening characters inside literals are the interesting part.
const TRAPS = ['--', '/*', '*/', ';', ' ', '\n', 'a', 'é', '\ud83d\ude00']

const WORDS = ['select', 'from', 'where', 'insert', 'into', 'values', 'update', 'set', 'x', 't1', '_a', 'é', 'e', 'E', '$1', '1.5']
const PUNCTUATION = ['(', ')', ',', '=', '+', '-', '*', '/', '.', '::', '<>', '||', '[', ']']

const word = fc.constantFrom(...WORDS, ...PUNCTUATION).map(plain)
const stringLiteral = joined([...TRAPS, '$$', '"', "''", '\\']).map((body) => plain(`'${body}'`))
// In E'…' a backslash escapes the next character, so only complete escapes are generated.
const escapeString = joined([...TRAPS, '$$', '"', "''", '\\\\', "\\'", '\\n']).map((body) => plain(`E'${body}'`))
const quotedIdentifier = joined([...TRAPS, "'", '$$', '""', '\\']).map((body) => plain(`"${body}"`))
const dollarQuoted = fc
  .tuple(fc.constantFrom('', 'fn', 'body', 'a_1', 'é'), joined([...TRAPS, "'", '"', '$', '$x$', '$$', '\\']))
  .filter(([tag, body]) => `${body}$${tag}$`.indexOf(`$${tag}$`) === body.length)
  .map(([tag, body]) => plain(`$${tag}$${body}$${tag}$`))

const lineComment = joined(['a', ';', "'", '"', '$$', '/*', '*/', ' ', '--', 'é']).map((body) => ({
  text: `--${body}\n`,
  isComment: true,
  kept: '\n',
}))
// Only balanced nested comments: a lone "/*" or "*/" would change where the comment ends.
const blockComment = joined(['a', ';', "'", '"', '$$', '--', ' ', '\n', '/* inner */', '/* a /* b */ */']).map((body) => ({
  text: `/*${body}*/`,
  isComment: true,
  kept: '',
}))

export const sqlLiteral = fc.oneof(stringLiteral, escapeString, quotedIdentifier, dollarQuoted)
const comment = fc.oneof(lineComment, blockComment)

/** Tokens always end in whitespace, so no two of them can merge into a different token. */
const separator = fc.constantFrom(' ', '\n', '\t ', '  ', '\r\n')
export const sqlToken: fc.Arbitrary<SqlToken> = fc
  .tuple(fc.oneof({ arbitrary: word, weight: 3 }, { arbitrary: sqlLiteral, weight: 3 }, { arbitrary: comment, weight: 2 }), separator)
  .map(([token, space]) => ({ ...token, text: token.text + space, kept: token.kept + space }))

/** The tokens of one statement: no top-level ";", possibly nothing but comments. */
export const sqlStatementTokens: fc.Arbitrary<SqlToken[]> = fc.array(sqlToken, { minLength: 1, maxLength: 8 })

const SOUP_PIECES = [
  "'", '"', '$', '$$', '$a$', '$é$', '--', '/*', '*/', ';', '\n', ' ', '\t', 'E', 'e', "E'", "e'", '\\', "\\'", "''", '""',
  'select', 'begin', 'end', 'case', 'atomic', 'create function f() ', 'create or replace procedure p() ', 'begin atomic ',
  '1', 'a', 'x1', '/', '*', '-', 'é', '\ud83d\ude00', '\ud800', '\r', '\u2028', '\u0000',
]

/** SQL-looking noise: every quoting, comment and statement character in random order. */
export const sqlSoup: fc.Arbitrary<string> = fc.oneof(
  joined(SOUP_PIECES, 25),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(sqlToken, { maxLength: 10 }).map((tokens) => tokens.map((token) => token.text).join(';'))
)
