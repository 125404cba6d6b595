import { afterAll, afterEach, beforeAll } from 'vitest'

import { loadResponseSchemas } from '@/lib/api/response-shape'

import { server } from './msw-server'

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // The app loads the response schemas alongside its first request; a test's first request would
  // otherwise wait for the module to be transformed, which can outlast waitFor's one second.
  await loadResponseSchemas()
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
