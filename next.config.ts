import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The whole dashboard lives under /dashboard (SPEC §2), image optimizer included.
  basePath: '/dashboard',
  // A second build beside the usual one (a parallel e2e run) can live in its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // The build checks the app only; `npm test` type-checks tests and scripts with the full tsconfig.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  async redirects() {
    // A visitor to the bare origin lands on the dashboard.
    return [{ source: '/', destination: '/dashboard', basePath: false, permanent: false }]
  },
}

export default nextConfig
