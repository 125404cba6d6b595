import { afterAll, afterEach, beforeAll } from 'vitest'

import { loadResponseShapeCheck } from '@/lib/api/client'

import { server } from './msw-server'

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // The app loads the response schemas alongside its first request; a test's first request would
  // otherwise wait for the module to be transformed, which can outlast waitFor's one second.
  await loadResponseShapeCheck()
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
