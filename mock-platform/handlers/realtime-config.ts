import type { HttpHandler } from 'msw'

import type { Schemas } from '@/lib/api/types'

import { findProject, type PlatformState } from '../platform-state'
import { projectNotFound } from './projects'
import { apiError, type Route } from './route'

type RealtimeConfig = Schemas['RealtimeConfig']

/** What a new project's realtime server starts with (the hosted dashboard's defaults). */
export const DEFAULT_REALTIME_CONFIG: Required<RealtimeConfig> = {
  private_only: false,
  connection_pool: 2,
  max_concurrent_users: 200,
  max_events_per_second: 100,
  max_bytes_per_second: 100_000,
  max_channels_per_client: 100,
  max_joins_per_second: 100,
  max_presence_events_per_second: 100,
  max_payload_size_in_kb: 100,
  suspend: false,
}

/** The bounds the PATCH accepts, as the OpenAPI document states them. */
const LIMITS: Record<string, [number, number]> = {
  connection_pool: [1, 100],
  max_concurrent_users: [1, 50_000],
  max_events_per_second: [1, 10_000],
  max_bytes_per_second: [1, 10_000_000],
  max_channels_per_client: [1, 10_000],
  max_joins_per_second: [1, 5_000],
  max_presence_events_per_second: [1, 10_000],
  max_payload_size_in_kb: [1, 10_000],
}
const FLAGS = ['private_only', 'suspend']

const configs = new WeakMap<PlatformState, Map<string, Required<RealtimeConfig>>>()

function configFor(state: PlatformState, ref: string): Required<RealtimeConfig> {
  let byRef = configs.get(state)
  if (!byRef) configs.set(state, (byRef = new Map()))
  let config = byRef.get(ref)
  if (!config) byRef.set(ref, (config = { ...DEFAULT_REALTIME_CONFIG }))
  return config
}

/** GET/PATCH /platform/projects/{ref}/config/realtime, kept per project for the state's lifetime. */
export function realtimeConfigHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/projects/{ref}/config/realtime', ({ params, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      return { status: 200, body: configFor(state, params.ref) }
    }),
    route('patch', '/platform/projects/{ref}/config/realtime', async ({ params, state, readBody }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const body = (await readBody()) as Record<string, unknown>
      for (const [name, value] of Object.entries(body ?? {})) {
        if (FLAGS.includes(name)) {
          if (typeof value !== 'boolean') return apiError(400, `${name} must be true or false`)
        } else if (LIMITS[name]) {
          const [min, max] = LIMITS[name]
          if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
            return apiError(400, `${name} must be a whole number from ${min} to ${max}`)
          }
        } else {
          return apiError(400, `Unknown realtime setting ${name}`)
        }
      }
      const config = Object.assign(configFor(state, params.ref), body)
      return { status: 200, body: config }
    }),
  ]
}
