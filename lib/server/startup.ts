import { ConfigError } from '@/lib/config/schema'

import { getServerConfig } from './config'

/** A bad configuration stops start-up with a message naming each variable (DESIGN.md §1). */
export function checkConfigurationAtStartup() {
  try {
    getServerConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n\nFix the variables above and start again.\n`)
      process.exit(1)
    }
    throw error
  }
}
