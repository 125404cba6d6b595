import { getProjectAuthState } from './project-auth-state'
import type { PlatformState } from './platform-state'
import type { ScenarioName } from './scenarios'

/**
 * Control endpoints of the loopback server, for Playwright and manual demos:
 *   POST /__mock/scenario {name, seed?}  fresh state of that scenario (request log cleared)
 *   POST /__mock/reset                   fresh state of the current scenario
 *   GET  /__mock/requests                {requests: [{method, path, search}]} since the last reset
 *   GET  /__mock/state                   the whole in-memory platform as JSON
 *   POST /__mock/state {…}               JSON merge patch onto the state: objects merge, arrays replace
 */
export const CONTROL_PREFIX = '/__mock/'

export interface ControlRequest {
  method: string
  pathname: string
  body: string
  state: PlatformState
  setScenario: (name: ScenarioName, seed?: number) => void
  reset: () => void
  isScenarioName: (name: unknown) => name is ScenarioName
}

export interface ControlResult {
  status: number
  body: unknown
}

/** Keys that are machinery, not platform data: a patch must not replace them. */
const PROTECTED_KEYS = new Set(['random', 'requests', 'scenario'])

export function handleControlRequest(control: ControlRequest): ControlResult {
  const { method, pathname, state } = control
  const route = `${method} ${pathname.replace(/\/+$/, '')}`
  switch (route) {
    case 'POST /__mock/scenario': {
      const body = parseBody(control.body)
      if (!body || !control.isScenarioName(body.name)) {
        return { status: 400, body: { message: `Unknown scenario ${JSON.stringify(body?.name)}` } }
      }
      control.setScenario(body.name, typeof body.seed === 'number' ? body.seed : undefined)
      return { status: 200, body: { scenario: body.name } }
    }
    case 'POST /__mock/reset':
      control.reset()
      return { status: 200, body: { scenario: state.scenario } }
    case 'GET /__mock/requests':
      return { status: 200, body: { requests: state.requests } }
    case 'GET /__mock/state':
      // The project auth servers' outbox lives beside the state (mock-platform/project-auth-state.ts).
      return { status: 200, body: { ...state, authMessages: getProjectAuthState(state).sent } }
    case 'POST /__mock/state': {
      const patch = parseBody(control.body)
      if (!patch) return { status: 400, body: { message: 'Expected a JSON object' } }
      const rejected = Object.keys(patch).filter((key) => PROTECTED_KEYS.has(key) || !(key in state))
      if (rejected.length > 0) return { status: 400, body: { message: `Cannot patch: ${rejected.join(', ')}` } }
      mergePatch(state as unknown as Record<string, unknown>, patch)
      return { status: 200, body: { patched: Object.keys(patch) } }
    }
    default:
      return { status: 404, body: { message: `Unknown control endpoint ${route}` } }
  }
}

function parseBody(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text || '{}')
    return isPlainObject(value) ? value : null
  } catch {
    return null
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * RFC 7386 merge patch, in place: objects merge recursively, anything else replaces, and null deletes a
 * nested key. A top-level null is kept as null instead, so `{"profile": null}` means "no profile".
 */
export function mergePatch(target: Record<string, unknown>, patch: Record<string, unknown>, isTopLevel = true): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) {
      if (isTopLevel) target[key] = null
      else delete target[key]
    } else if (isPlainObject(value) && isPlainObject(target[key])) {
      mergePatch(target[key] as Record<string, unknown>, value, false)
    } else {
      target[key] = structuredClone(value)
    }
  }
}
