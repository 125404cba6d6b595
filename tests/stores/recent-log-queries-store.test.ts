// @vitest-environment jsdom

import { beforeEach, describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/stores/storage-keys'
import { MAX_RECENT_LOG_QUERIES, useRecentLogQueries } from '@/stores/recent-log-queries-store'

describe('recent logs queries', () => {
  beforeEach(() => {
    localStorage.clear()
    useRecentLogQueries.setState({ byProject: {} })
  })

  it('keeps the last 20 run per project, newest first, without duplicates, in localStorage', () => {
    const { recordRun } = useRecentLogQueries.getState()
    for (let index = 0; index < 25; index += 1) recordRun('alpha', `select ${index} from edge_logs`, 1000 + index)
    recordRun('alpha', 'select 10 from edge_logs', 5000)
    recordRun('beta', '  select 1 from auth_logs  ', 6000)
    recordRun('beta', '   ', 7000)

    const alpha = useRecentLogQueries.getState().byProject.alpha
    expect(alpha).toHaveLength(MAX_RECENT_LOG_QUERIES)
    expect(alpha[0]).toEqual({ sql: 'select 10 from edge_logs', ranAt: 5000 })
    expect(alpha[1].sql).toBe('select 24 from edge_logs')
    expect(alpha.filter((entry) => entry.sql === 'select 10 from edge_logs')).toHaveLength(1)
    expect(alpha.map((entry) => entry.sql)).not.toContain('select 4 from edge_logs')
    expect(useRecentLogQueries.getState().byProject.beta).toEqual([{ sql: 'select 1 from auth_logs', ranAt: 6000 }])

    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.recentLogQueries) ?? '{}')
    expect(stored.state.byProject.beta).toEqual([{ sql: 'select 1 from auth_logs', ranAt: 6000 }])
    useRecentLogQueries.getState().clear('alpha')
    expect(useRecentLogQueries.getState().byProject.alpha).toBeUndefined()
  })
})
