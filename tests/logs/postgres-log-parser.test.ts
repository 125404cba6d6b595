import { describe, expect, it } from 'vitest'

import { readLogsRequest, unquoteLogsString } from '@/lib/server/logs/logs-request'
import {
  parseCsvLog,
  parseCsvRecords,
  parseLogTimestamp,
  parseStderrLog,
  toLogRow,
} from '@/lib/server/logs/postgres-log-parser'
import { buildLogsQuery, eventMessageSearch, quoteLogsString } from '@/lib/logs/default-query'

const CSV_LINE =
  '2025-05-16 22:00:01.250 UTC,"postgres","app",4242,"127.0.0.1:50000",6827a1b1.1092,3,"SELECT",2025-05-16 21:59:00 UTC,3/14,0,' +
  'ERROR,42P01,"relation ""missing"" does not exist",,,,,,"select * from missing",15,,"psql","client backend",,0\n'
const CSV_MULTILINE =
  '2025-05-16 22:00:02.000 UTC,,,77,,6827a1b1.4d,1,,2025-05-16 21:00:00 UTC,,0,LOG,00000,"checkpoint starting:\ntime",,,,,,,,,"","checkpointer",,0\n'

describe('csvlog', () => {
  it('splits quoted fields with commas, doubled quotes and newlines', () => {
    expect(parseCsvRecords('a,"b,c","d""e"\n"x\ny",z\n')).toEqual([
      ['a', 'b,c', 'd"e'],
      ['x\ny', 'z'],
    ])
    // The server may be mid-write: an unterminated record is not returned.
    expect(parseCsvRecords('a,b\nc,"d')).toEqual([['a', 'b']])
  })

  it('parses records into the Database source fields', () => {
    const [error, checkpoint] = parseCsvLog(CSV_LINE + CSV_MULTILINE)
    expect(error.timeMs).toBe(Date.parse('2025-05-16T22:00:01.250Z'))
    expect(error.message).toBe('relation "missing" does not exist')
    expect(error.parsed).toMatchObject({
      user_name: 'postgres',
      database_name: 'app',
      process_id: 4242,
      session_line_num: 3,
      command_tag: 'SELECT',
      error_severity: 'ERROR',
      sql_state_code: '42P01',
      query: 'select * from missing',
      backend_type: 'client backend',
      query_id: 0,
    })
    expect(checkpoint.message).toBe('checkpoint starting:\ntime')
    expect(checkpoint.parsed).toMatchObject({ user_name: null, backend_type: 'checkpointer' })
  })

  it('skips records that are too short to be csvlog', () => {
    expect(parseCsvLog('not,a,log\n')).toEqual([])
  })
})

describe('stderr log', () => {
  it('reads the default prefixes, attaches detail lines and continuations to their entry', () => {
    const text = [
      '2025-05-16 22:00:00.100 UTC [101] LOG:  database system is ready to accept connections',
      '2025-05-16 22:00:05.000 UTC [202] postgres@app ERROR:  syntax error at or near "selec"',
      '2025-05-16 22:00:05.000 UTC [202] postgres@app STATEMENT:  selec 1',
      '2025-05-16 22:00:06.000 +02 [303] LOG:  multi',
      '\tline message',
    ].join('\n')
    const entries = parseStderrLog(text)
    expect(entries).toHaveLength(3)
    expect(entries[0]).toMatchObject({
      timeMs: Date.parse('2025-05-16T22:00:00.100Z'),
      message: 'database system is ready to accept connections',
      parsed: { process_id: 101, error_severity: 'LOG', user_name: null },
    })
    expect(entries[1].parsed).toMatchObject({ user_name: 'postgres', database_name: 'app', error_severity: 'ERROR', query: 'selec 1' })
    expect(entries[2]).toMatchObject({ timeMs: Date.parse('2025-05-16T20:00:06.000Z'), message: 'multi\nline message' })
  })

  it('reads zones and rejects text that is no timestamp', () => {
    expect(parseLogTimestamp('2025-05-16 22:00:00 -0530')).toBe(Date.parse('2025-05-17T03:30:00Z'))
    expect(parseLogTimestamp('yesterday')).toBeNaN()
  })
})

describe('rows and requests', () => {
  it('gives rows the platform shape plus the flat field aliases', () => {
    const [entry] = parseCsvLog(CSV_LINE)
    const row = toLogRow(entry, 'x')
    expect(row).toMatchObject({
      id: 'x',
      timestamp: Date.parse('2025-05-16T22:00:01.250Z') * 1000,
      event_message: 'relation "missing" does not exist',
      metadata_parsed_error_severity: 'ERROR',
      metadata: [{ parsed: [expect.objectContaining({ sql_state_code: '42P01' })] }],
    })
  })

  it('reads source, limit and search back from the explorer SQL', () => {
    const sql = buildLogsQuery('postgres_logs', ['id', 'metadata.parsed.error_severity'], eventMessageSearch('does (not)'), 5000)
    const request = readLogsRequest(sql)
    expect(request.source).toBe('postgres_logs')
    expect(request.limit).toBe(1000)
    expect(request.search?.test('relation x DOES (NOT) exist')).toBe(true)
    expect(request.search?.test('does not exist')).toBe(false)
    expect(readLogsRequest('select 1').source).toBeNull()
    expect(unquoteLogsString(quoteLogsString("a'b\\c\nd").slice(1, -1))).toBe("a'b\\c\nd")
  })
})
