/**
 * Wraps statements in one explicit transaction, so a schema change applies whole or not at all: the
 * query endpoint stops at the first failing statement and its server rolls the open transaction back.
 */
export function inTransaction(statements: string | readonly string[]): string {
  const body = (typeof statements === 'string' ? [statements] : statements)
    .map((statement) => statement.trim().replace(/;+\s*$/, ''))
    .filter((statement) => statement.length > 0)
  return ['begin;', ...body.map((statement) => `${statement};`), 'commit;'].join('\n')
}

/**
 * Transaction control for server code that drives a session itself (export cursors, migrations, a
 * pooled connection's reset). Written here only, so a `begin`/`commit` string anywhere else is a
 * hand-rolled transaction the lint refuses.
 */
export const TRANSACTION = { begin: 'begin', commit: 'commit', rollback: 'rollback' } as const
export type TransactionEnd = typeof TRANSACTION.commit | typeof TRANSACTION.rollback

/**
 * A statement of a reviewed change: the same text shown and run, or (where a secret is masked in the
 * review) the text shown and the text run.
 */
export type ReviewedStatement = string | { shown: string; run: string }

/** The SQL of a reviewed change as the user sees it, or as it runs: its statements in one transaction. */
export function reviewedSql(statements: ReviewedStatement | readonly ReviewedStatement[], as: 'shown' | 'run'): string {
  const list = Array.isArray(statements) ? (statements as readonly ReviewedStatement[]) : [statements as ReviewedStatement]
  return inTransaction(list.map((statement) => (typeof statement === 'string' ? statement : statement[as])))
}

/**
 * Why the one exception to "every reviewed change runs in one transaction" exists, as the user reads it
 * before confirming: Postgres refuses CREATE INDEX CONCURRENTLY inside a transaction block (it commits
 * between its build phases), and CONCURRENTLY is what keeps the table writable meanwhile.
 */
export const CONCURRENT_INDEX_REASON =
  'CREATE INDEX CONCURRENTLY builds the index without blocking writes to the table: a plain CREATE INDEX holds off inserts, updates and deletes until it finishes. Postgres cannot run it inside a transaction, so this one statement runs on its own. If it fails, it leaves an invalid index behind, which you can drop and create again.'

const CONCURRENT_INDEX = /^\s*create\s+(unique\s+)?index\s+concurrently\s/i

/**
 * The reviewed-change exception path: exactly one CREATE INDEX CONCURRENTLY, sent as it is, never
 * wrapped by inTransaction. Anything else (a second statement, another command) is refused, so the
 * exception cannot carry other changes past the transaction rule.
 */
export function concurrentIndexStatement(statement: string): string {
  const single = statement.trim().replace(/;+\s*$/, '')
  if (!CONCURRENT_INDEX.test(single)) throw new Error('Only CREATE INDEX CONCURRENTLY runs outside a transaction')
  if (single.includes(';')) throw new Error('CREATE INDEX CONCURRENTLY runs alone: one statement only')
  return `${single};`
}
