import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { ProjectHome } from '@/components/project/home/project-home'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

import { server } from '../setup/msw-server'
import { renderWithPlatform } from '../billing/render-with-platform'

afterEach(() => resetPlatformClient())

const DOWN = 'Could not connect to the database at db.internal:5432: connect ECONNREFUSED 10.0.0.5:5432. Retry in a few seconds.'

describe('the home of a project whose database does not answer', () => {
  it("says why, in the database server's own words, with a Retry", async () => {
    const state = useMockPlatform()
    const project = state.projects.find((item) => item.ref === PRIMARY_PROJECT_REF)!
    server.use(
      http.get(`${MOCK_PLATFORM_API_URL}/projects/${PRIMARY_PROJECT_REF}`, () => HttpResponse.json({ ...project, status: 'ACTIVE_UNHEALTHY' })),
      http.get(`${MOCK_PLATFORM_API_URL}/pg-meta/${PRIMARY_PROJECT_REF}/schemas`, () =>
        HttpResponse.json({ message: DOWN }, { status: 503, headers: { 'Retry-After': '1' } })
      )
    )
    renderWithPlatform(<ProjectHome projectRef={PRIMARY_PROJECT_REF} />)
    expect(await screen.findByText(`Could not load the database: ${DOWN}`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getByTitle('ACTIVE_UNHEALTHY')).toBeInTheDocument()
  })
})
