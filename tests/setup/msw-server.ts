import { setupServer } from 'msw/node'

/**
 * The one MSW server every vitest file shares. Tests add handlers with `server.use(...)`;
 * anything they did not expect fails the test (DESIGN.md §4: onUnhandledRequest 'error').
 */
export const server = setupServer()
