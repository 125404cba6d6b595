/**
 * The production build `npm test` checks, made with the e2e security spec's recognisable fake
 * secrets in its environment: if any build step ever inlined server configuration into the browser
 * bundles, e2e/security/secrets.spec.ts would find it in .next/static.
 */
import { spawnSync } from 'node:child_process'

import { FAKE_SECRETS, LOCKED_USERNAME } from '../e2e/security/locked-server'

const result = spawnSync('npx', ['next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...FAKE_SECRETS, DASHBOARD_USERNAME: LOCKED_USERNAME },
})
process.exit(result.status ?? 1)
