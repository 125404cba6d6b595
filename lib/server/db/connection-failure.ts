import 'server-only'

/**
 * Failures of the connection rather than of the statement: the server went away (terminated the
 * backend, shut down, restarted), refused or dropped the connection, or the pool could not hand one
 * out. These are answered 503 with a retry hint, never 400 as if the SQL were wrong.
 */

// SQLSTATE class 08 (connection exception) and the operator-intervention codes a server sends as it
// terminates backends (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 57P05
// idle session timeout), plus too many connections.
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1235]|53300)$/
const CONNECTION_ERRNO = /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|EPIPE|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ENETDOWN)$/
// What node-postgres and its pool say when a socket closes under them or cannot be had.
const CONNECTION_MESSAGE = /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout/i

export function isConnectionFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  if (error instanceof DatabaseUnavailableError || (error as { name?: unknown }).name === 'DatabaseUnavailableError') return true
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || CONNECTION_ERRNO.test(code))) return true
  return typeof message === 'string' && CONNECTION_MESSAGE.test(message)
}

/** Seconds a client should wait before retrying (the Retry-After of the 503). */
export const DATABASE_RETRY_AFTER_S = 1

/**
 * The database cannot answer now. `mayHaveRun` says whether part of the statement may have reached
 * the server before the connection died (then it is not retried for the caller, who must check).
 */
export class DatabaseUnavailableError extends Error {
  readonly mayHaveRun: boolean

  constructor(message: string, options: { mayHaveRun: boolean; cause: unknown }) {
    super(message, { cause: options.cause })
    this.name = 'DatabaseUnavailableError'
    this.mayHaveRun = options.mayHaveRun
  }
}

/** "host:port" of a connection string, for messages (never its user or password). */
export function describeServer(connectionString: string): string {
  try {
    const url = new URL(connectionString)
    const host = url.hostname || url.searchParams.get('host') || 'localhost'
    return `${host}:${url.port || '5432'}`
  } catch {
    return 'the configured server'
  }
}

/** The message a caller sees: which server, what it said, and whether the statement may have run. */
export function unavailableMessage(server: string, error: unknown, mayHaveRun: boolean): string {
  const reason = error instanceof Error ? error.message : String(error)
  return mayHaveRun
    ? `The connection to the database at ${server} was lost while the statement ran (${reason}). It may have run in part: check before running it again.`
    : `Could not connect to the database at ${server}: ${reason}. Retry in a few seconds.`
}
