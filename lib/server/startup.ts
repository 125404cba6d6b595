import { ConfigError } from '@/lib/config/schema'

import { getServerConfig } from './config'
import { assertSafeExposure } from './exposure'
import { getStateDatabase } from './state/dashboard-schema'

/**
 * A bad configuration stops start-up with a message naming each variable (DESIGN.md §1), and so does
 * an exposed self-hosted dashboard without a login.
 */
export function checkConfigurationAtStartup() {
  try {
    // `npm start` says where it listens; a server started another way is taken to be on loopback.
    assertSafeExposure(getServerConfig(), process.env.DASHBOARD_HOST ?? '127.0.0.1')
  } catch (error) {
    const message = error instanceof ConfigError ? `${error.message}\n\nFix the variables above and start again.` : String((error as Error).message)
    console.error(`\n${message}\n`)
    process.exit(1)
  }
}

/**
 * With POSTGRES_URL, makes the dashboard's own schema (project registry, sign-in throttle) as the
 * server starts rather than on the first request. A server that does not answer yet is not fatal:
 * every use of that state makes the schema again until it succeeds.
 */
export function prepareDashboardState(): void {
  getStateDatabase(getServerConfig()).catch((error: unknown) => {
    console.error(`Could not prepare the dashboard schema on POSTGRES_URL yet: ${(error as Error).message}`)
  })
}
