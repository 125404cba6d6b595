import { configurePlatformClient, type PlatformClientSettings } from '@/lib/api/client-settings'

/** Every API test talks to this absolute base, which MSW intercepts. */
export const API_URL = 'https://api.test/platform'
export const API_ORIGIN = 'https://api.test'

/** Configures the shared client the way the app does at start-up, with test defaults. */
export function configureTestClient(overrides: Partial<PlatformClientSettings> = {}): void {
  configurePlatformClient({
    platformApiUrl: API_URL,
    getAccessToken: () => 'test-access-token',
    requiresConnectionEncryption: false,
    ...overrides,
  })
}

/** Collects the requests a handler receives, to assert on what the client sent. */
export function createRequestLog() {
  const requests: Request[] = []
  return {
    requests,
    record(request: Request) {
      requests.push(request.clone())
    },
    get last(): Request {
      const request = requests.at(-1)
      if (!request) throw new Error('no request was received')
      return request
    },
  }
}
