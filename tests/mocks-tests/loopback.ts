import { http, passthrough } from 'msw'

import { server } from '@/tests/setup/msw-server'
import { startMockPlatformServer, type MockPlatformServer, type StartMockPlatformServerOptions } from '@/mock-platform/server'

/**
 * Starts the real loopback server on a random free port from 45000 up (clear of the lead's reserved
 * 3000-3010 and 4010-4020), retrying when another process holds the port.
 */
export async function startLoopbackPlatform(options: StartMockPlatformServerOptions = {}): Promise<MockPlatformServer> {
  for (let attempt = 0; ; attempt += 1) {
    const port = 45_000 + Math.floor(Math.random() * 15_000)
    try {
      return await startMockPlatformServer({ ...options, port })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20) throw error
    }
  }
}

/** The shared MSW server intercepts every fetch in vitest: let requests to the loopback server through. */
export function allowLoopback(platform: MockPlatformServer): void {
  server.use(http.all(`${platform.url}/*`, () => passthrough()))
}
