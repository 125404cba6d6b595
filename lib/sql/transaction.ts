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
