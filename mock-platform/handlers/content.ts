import type { HttpHandler } from 'msw'

import type { LogRow } from '../model'
import { findProject } from '../platform-state'
import { projectNotFound } from './projects'
import { apiError, type Route } from './route'
import { LOG_SOURCE_REFERENCES } from '@/lib/catalog/log-sources'

const DEFAULT_LOG_LIMIT = 100

/** SQL snippets (content), the logs explorer and telemetry. */
export function contentHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/projects/{ref}/content', ({ params, query, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const type = query.get('type')
      const snippets = (state.snippets[params.ref] ?? []).filter((snippet) => !type || snippet.type === type)
      return { status: 200, body: { data: snippets, cursor: null } }
    }),

    route('put', '/platform/projects/{ref}/content', async ({ params, state, readBody }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      const body = await readBody()
      if (!body.id || !body.name?.trim()) return apiError(400, 'id and name are required')
      if (typeof body.content?.sql !== 'string') return apiError(400, 'content.sql is required')
      const snippets = (state.snippets[params.ref] ??= [])
      const existing = snippets.find((snippet) => snippet.id === body.id)
      const now = new Date().toISOString()
      const saved = {
        ...body,
        description: body.description ?? null,
        inserted_at: existing?.inserted_at ?? now,
        updated_at: now,
        owner_id: state.profile?.id,
        project_id: project.id,
      }
      if (existing) Object.assign(existing, saved)
      else snippets.push(saved)
      return { status: 200, body: saved }
    }),

    route('delete', '/platform/projects/{ref}/content', ({ params, query, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const ids = new Set((query.get('ids') ?? '').split(',').filter(Boolean))
      if (ids.size === 0) return apiError(400, 'ids is required')
      const snippets = state.snippets[params.ref] ?? []
      const deleted = snippets.filter((snippet) => ids.has(snippet.id)).map((snippet) => ({ id: snippet.id }))
      state.snippets[params.ref] = snippets.filter((snippet) => !ids.has(snippet.id))
      return { status: 200, body: deleted }
    }),

    route('get', '/platform/projects/{ref}/analytics/endpoints/logs.all', ({ params, query, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const sql = query.get('sql')
      if (!sql?.trim()) return apiError(400, 'sql is required')
      return { status: 200, body: queryLogs(state.logs[params.ref] ?? [], sql, query) }
    }),

    route('get', '/platform/telemetry/feature-flags', ({ state }) => ({ status: 200, body: state.featureFlags })),

    route('post', '/platform/telemetry/event', async ({ state, readBody }) => {
      const event = await readBody()
      if (!event.action) return apiError(400, 'action is required')
      state.telemetryEvents.push(event)
      return { status: 201, body: undefined }
    }),

    route('post', '/platform/telemetry/consent', async ({ state, readBody }) => {
      const { services } = await readBody()
      if (!Array.isArray(services)) return apiError(400, 'services must be a list')
      for (const service of services) state.consent[service.serviceId] = service.status
      return { status: 201, body: undefined }
    }),
  ]
}

/**
 * A small reading of the explorer's SQL: the sources in its FROM clauses, the ISO window, `count(*)`
 * and `limit n`. WHERE clauses are not evaluated; newest rows come first, as the explorer orders them.
 */
function queryLogs(rows: LogRow[], sql: string, query: URLSearchParams) {
  const sources = Array.from(sql.matchAll(/\bfrom\s+([a-z_][a-z0-9_]*)/gi), (match) => match[1].toLowerCase())
  if (sources.length === 0) return { result: [], error: { message: 'The query must select from a log source' } }
  const known = new Set(rows.map((row) => row.source))
  const unknown = sources.find((source) => !known.has(source) && !LOG_SOURCES.has(source))
  if (unknown) return { result: [], error: { message: `Table ${unknown} not found` } }

  const start = toMicros(query.get('iso_timestamp_start'), Number.NEGATIVE_INFINITY)
  const end = toMicros(query.get('iso_timestamp_end'), Number.POSITIVE_INFINITY)
  const matching = rows
    .filter((row) => sources.includes(row.source) && row.timestamp >= start && row.timestamp <= end)
    .sort((a, b) => b.timestamp - a.timestamp)
  if (/\bcount\s*\(\s*\*\s*\)/i.test(sql)) return { result: [{ count: matching.length }] }
  const limit = Number(/\blimit\s+(\d+)/i.exec(sql)?.[1] ?? DEFAULT_LOG_LIMIT)
  return { result: matching.slice(0, limit).map(({ source: _source, ...row }) => row) }
}

function toMicros(iso: string | null, fallback: number) {
  const millis = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(millis) ? fallback : millis * 1000
}

/** The log sources of SPEC §3 (the catalogue's own list), queryable even when a project has no rows in them. */
const LOG_SOURCES = new Set<string>(LOG_SOURCE_REFERENCES)
