import { ConfigError } from '@/lib/config/schema'

import { getServerConfig } from './config'
import { assertSafeExposure } from './exposure'

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
