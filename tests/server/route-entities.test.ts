import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useServerEnv as setServerEnv } from './helpers/routes'
import { makeTempDir } from './helpers/test-databases'

/** What the project and organization layouts learn from the server before rendering. */
describe('route entities seen by the server', () => {
  let dir: ReturnType<typeof makeTempDir>
  beforeAll(() => {
    dir = makeTempDir()
  })
  afterAll(() => dir.remove())

  async function load(env: Record<string, string>) {
    setServerEnv({ PGLITE_DATA_DIR: `${dir.path}/pglite`, ...env })
    return import('@/lib/server/routing/route-entities')
  }

  it('self-hosted: names known projects and the organization, null for unknown ones, nothing for "_"', async () => {
    const { lookupOrganizationName, lookupProjectName } = await load({ SELF_HOSTED_PROJECTS: 'warehouse=postgres://u@127.0.0.1:1/w' })
    expect(await lookupProjectName('default')).toBe('Default Project')
    expect(await lookupProjectName('warehouse')).toBe('warehouse')
    expect(await lookupProjectName('nosuchprojectref')).toBeNull()
    expect(await lookupProjectName('_')).toBeUndefined()
    expect(await lookupOrganizationName('default-org-slug')).toBe('Default Organization')
    expect(await lookupOrganizationName('no-such-org')).toBeNull()
  })

  it('platform: knows nothing (the session is in the browser), so the browser decides', async () => {
    const { lookupOrganizationName, lookupProjectName } = await load({ IS_PLATFORM: 'true', GOTRUE_URL: 'https://auth.test/auth/v1', GOTRUE_ANON_KEY: 'anon' })
    expect(await lookupProjectName('default')).toBeUndefined()
    expect(await lookupOrganizationName('acme-corp')).toBeUndefined()
  })
})
