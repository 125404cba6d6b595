import { configurePlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { createPlatformHandlers } from './handlers'
import { createPlatformState, type PlatformState, type PlatformStateOptions } from './platform-state'
import type { ScenarioName } from './scenarios'

/** Where vitest's mock platform lives: point the API client and the auth client here. */
export const MOCK_API_ORIGIN = 'https://api.test'
export const MOCK_PLATFORM_API_URL = `${MOCK_API_ORIGIN}/platform`
export const MOCK_GOTRUE_URL = `${MOCK_API_ORIGIN}/auth/v1`

/**
 * Registers the whole mock platform on the shared MSW server for the current test and returns its
 * state, to assert on (`state.requests`, `state.profile`, …) or tweak before rendering. Call it in the
 * test or in beforeEach: the shared server drops the handlers after each test.
 */
export function useMockPlatform(scenario: ScenarioName = 'default', options: PlatformStateOptions = {}): PlatformState {
  const state = createPlatformState(scenario, options)
  server.use(...createPlatformHandlers({ baseUrl: MOCK_PLATFORM_API_URL, gotrueUrl: MOCK_GOTRUE_URL, state }))
  return state
}

/** Points the shared API client at vitest's mock platform, signed in, without connection encryption. */
export function configureMockPlatformClient(): void {
  configurePlatformClient({
    platformApiUrl: MOCK_PLATFORM_API_URL,
    getAccessToken: () => 'test-access-token',
    requiresConnectionEncryption: false,
  })
}
