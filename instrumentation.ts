// Runs once when the Next server starts. Node-only work lives in its own module (Edge bundles skip it).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkConfigurationAtStartup, prepareDashboardState } = await import('./lib/server/startup')
    checkConfigurationAtStartup()
    prepareDashboardState()
  }
}
