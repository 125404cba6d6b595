// Deliberately free of `server-only` and of runtime imports: the start script calls it from plain
// Node before Next.js starts, where the `server-only` marker would throw.
import type { ServerConfig } from '@/lib/config/schema'

type ExposureConfig = Pick<ServerConfig, 'isPlatform' | 'dashboardUsername' | 'dashboardPassword' | 'dashboardAuth'>

/** localhost, *.localhost, 127.0.0.0/8 and ::1 (bracketed or not). 0.0.0.0 and :: listen everywhere. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1' ||
    host === '0:0:0:0:0:0:0:1' ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(host)
  )
}

/**
 * Refuses to start a self-hosted dashboard reachable beyond this machine without a login: it runs any
 * SQL on the database for whoever can reach it. DASHBOARD_AUTH=off accepts that risk explicitly.
 */
export function assertSafeExposure(config: ExposureConfig, hostname: string): void {
  if (config.isPlatform || isLoopbackHost(hostname)) return
  if (config.dashboardAuth === 'off') return
  if (config.dashboardUsername && config.dashboardPassword) return
  throw new Error(
    `Refusing to serve the self-hosted dashboard on "${hostname || 'every interface'}" without a login: anyone who can ` +
      'reach it could run SQL on your database. Set DASHBOARD_USERNAME and DASHBOARD_PASSWORD, listen on ' +
      '127.0.0.1 (HOST=127.0.0.1), or set DASHBOARD_AUTH=off to accept the risk.'
  )
}
