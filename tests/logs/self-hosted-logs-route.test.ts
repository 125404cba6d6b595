import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database, QueryParam } from '@/lib/server/db/database'
import { LOGS_SETUP_INSTRUCTIONS, LOGS_UNAVAILABLE_MESSAGE, readSelfHostedLogs } from '@/lib/server/logs/self-hosted-logs'
import { buildLogsQuery, DEFAULT_LOGS_QUERY, eventMessageSearch } from '@/lib/logs/default-query'
import { callRoute, useServerEnv } from '@/tests/server/helpers/routes'
import { createServerDatabase, makeTempDir, TEST_BACKENDS } from '@/tests/server/helpers/test-databases'

const POSTGRES_LOGS_SQL = buildLogsQuery('postgres_logs', ['id', 'timestamp', 'event_message'])
const logsPath = (sql: string) =>
  `/projects/default/analytics/endpoints/logs.all?sql=${encodeURIComponent(sql)}&iso_timestamp_start=2025-05-16T21:00:00Z&iso_timestamp_end=2025-05-16T23:00:00Z`

describe.each(TEST_BACKENDS)('self-hosted logs endpoint on $name', ({ name }) => {
  let handler: unknown
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    const dir = makeTempDir()
    const server = name === 'postgres' ? await createServerDatabase() : null
    useServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, POSTGRES_URL: server?.url })
    handler = (await import('@/app/api/platform/projects/[ref]/analytics/endpoints/logs.all/route')).GET
    const { closeAllDatabases } = await import('@/lib/server/db/registry')
    cleanup = async () => {
      await closeAllDatabases()
      await server?.drop()
      dir.remove()
    }
  })
  afterAll(() => cleanup?.())

  it('explains what to configure when the database keeps no readable log', async () => {
    const response = await callRoute(handler, 'GET', logsPath(POSTGRES_LOGS_SQL), { params: { ref: 'default' } })
    expect(response.status).toBe(200)
    const body = response.body as { result: unknown[]; error: { message: string } }
    expect(body.result).toEqual([])
    expect(body.error.message).toContain(LOGS_UNAVAILABLE_MESSAGE)
    expect(body.error.message).toContain('logging_collector = on')
    expect(body.error.message).toContain("log_destination = 'csvlog'")
    expect(body.error.message).toContain('pg_read_server_files')
    if (name === 'pglite') expect(body.error.message).toContain('the embedded PGlite database writes no server log file')
  })

  it('says which sources only the platform collects', async () => {
    const response = await callRoute(handler, 'GET', logsPath(DEFAULT_LOGS_QUERY), { params: { ref: 'default' } })
    expect(response.body).toEqual({
      result: [],
      error: {
        message:
          "The API Gateway source (edge_logs) is collected by the hosted platform's log pipeline, which a self-hosted dashboard does not have. Only Postgres's own server log can be read here: choose the Database source (postgres_logs).",
      },
    })
  })

  it('refuses a request without SQL or with a bad time', async () => {
    expect(await callRoute(handler, 'GET', '/projects/default/analytics/endpoints/logs.all', { params: { ref: 'default' } })).toMatchObject({
      status: 400,
      body: { message: 'sql is required' },
    })
    const bad = await callRoute(handler, 'GET', `/projects/default/analytics/endpoints/logs.all?sql=x&iso_timestamp_start=soon`, {
      params: { ref: 'default' },
    })
    expect(bad).toMatchObject({ status: 400, body: { message: 'iso_timestamp_start is not a valid ISO timestamp' } })
  })

  it('answers 404 for an unknown project', async () => {
    const response = await callRoute(handler, 'GET', logsPath(POSTGRES_LOGS_SQL).replace('/default/', '/nope/'), { params: { ref: 'nope' } })
    expect(response.status).toBe(404)
  })
})

/**
 * A Postgres server that does keep a csvlog: the fixed answers a server with logging_collector = on
 * gives to the handler's catalogue queries, so reading and filtering the file can be checked.
 */
function serverWithCsvLog(content: string): Database {
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params?: QueryParam[]) {
      let rows: unknown[] = []
      if (sql.includes('logging_collector')) {
        rows = [{ logging_collector: 'on', log_destination: 'csvlog', role: 'dashboard', can_read_files: true }]
      } else if (sql.includes('pg_current_logfile')) rows = [{ csvlog: 'log/postgresql.csv', stderr: null }]
      else if (sql.includes('pg_stat_file')) rows = [{ size: content.length }]
      else if (sql.includes('pg_read_file')) rows = [{ content: content.slice(Number(params?.[1])) }]
      return { rows: rows as Row[], fields: [] }
    },
    close: async () => {},
  }
}

describe('reading a csvlog', () => {
  const line = (time: string, severity: string, message: string) =>
    `2025-05-16 ${time} UTC,"postgres","app",10,,s.1,1,,2025-05-16 20:00:00 UTC,,0,${severity},00000,"${message}",,,,,,,,,"psql","client backend",,0\n`
  const log =
    line('20:59:59.000', 'LOG', 'before the window') +
    line('21:30:00.000', 'LOG', 'connection authorized') +
    line('22:10:00.000', 'ERROR', 'relation missing does not exist') +
    line('22:20:00.000', 'LOG', 'checkpoint complete')

  it('returns the window newest first, limited, as explorer rows', async () => {
    const result = await readSelfHostedLogs(serverWithCsvLog(log), {
      sql: buildLogsQuery('postgres_logs', ['id', 'timestamp', 'event_message'], undefined, 2),
      startMs: Date.parse('2025-05-16T21:00:00Z'),
      endMs: Date.parse('2025-05-16T23:00:00Z'),
    })
    expect(result.error).toBeUndefined()
    expect(result.result.map((row) => row.event_message)).toEqual(['checkpoint complete', 'relation missing does not exist'])
    expect(result.result[1]).toMatchObject({ metadata_parsed_error_severity: 'ERROR', timestamp: Date.parse('2025-05-16T22:10:00Z') * 1000 })
  })

  it('applies the event message search', async () => {
    const result = await readSelfHostedLogs(serverWithCsvLog(log), {
      sql: buildLogsQuery('postgres_logs', ['id'], eventMessageSearch('MISSING')),
    })
    expect(result.result.map((row) => row.event_message)).toEqual(['relation missing does not exist'])
  })

  it('keeps the setup instructions in one sentence a user can follow', () => {
    expect(LOGS_SETUP_INSTRUCTIONS).toBe(
      "To read them here, set logging_collector = on and log_destination = 'csvlog' in postgresql.conf, restart Postgres, and grant the dashboard's database role the pg_read_server_files role (grant pg_read_server_files to <role>)."
    )
  })
})
