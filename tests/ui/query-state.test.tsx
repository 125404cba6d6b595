import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { QueryError, QueryState } from '@/components/ui/query-state'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { ResponseError } from '@/lib/api/response-error'
import { configureMockPlatformClient, useMockPlatform } from '@/mock-platform/use-mock-platform'
import { createTestQueryClient } from '@/tests/setup/test-query-client'

function OrganizationNames() {
  const organizations = useOrganizationsQuery()
  return (
    <QueryState
      query={organizations}
      what="organizations"
      isEmpty={(list) => list.length === 0}
      empty={<p>No organizations yet.</p>}
    >
      {(list) => (
        <ul aria-label="Organizations">
          {list.map((organization) => (
            <li key={organization.slug}>{organization.name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}

function renderNames() {
  const client = createTestQueryClient({ queries: { retry: false } })
  return render(
    <QueryClientProvider client={client}>
      <OrganizationNames />
    </QueryClientProvider>
  )
}

beforeEach(() => configureMockPlatformClient())
afterEach(() => resetPlatformClient())

describe('QueryState', () => {
  it('shows loading, then the data', async () => {
    useMockPlatform()
    renderNames()
    expect(screen.getByRole('status', { name: 'Loading organizations…' })).toBeInTheDocument()
    expect(await screen.findByText('Acme Corp', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says what failed where the data would be, and Retry loads it once the server answers properly', async () => {
    const state = useMockPlatform()
    state.wrongShape = ['GET /platform/organizations']
    renderNames()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load organizations: The server answered with data of an unexpected shape.')
    state.wrongShape = []
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Acme Corp')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the empty note for an empty answer', async () => {
    const state = useMockPlatform()
    state.organizations = []
    renderNames()
    expect(await screen.findByText('No organizations yet.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })
})

describe('QueryError', () => {
  it('says plainly when this deployment does not serve the resource, without a retry', () => {
    render(<QueryError what="invoices" unavailableIn="organization" error={new ResponseError('Not found', 404)} onRetry={() => {}} />)
    expect(screen.getByText('Invoices: not available for this organization.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })
})
