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
