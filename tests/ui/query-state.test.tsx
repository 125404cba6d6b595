import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { allQueries } from '@/components/ui/all-queries'
import { QueryFailure } from '@/components/ui/query-failure'
import { QueryError, QueryState, type QueryLike } from '@/components/ui/query-state'
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

/** A query result as React Query reports it, in one of its states. */
function result<T>(state: { data?: T; error?: Error; isPending?: boolean }, refetch: () => unknown = () => {}): QueryLike<T> {
  return {
    isPending: state.isPending ?? (state.data === undefined && !state.error),
    isError: Boolean(state.error),
    error: state.error ?? null,
    data: state.data,
    refetch,
  }
}

describe('allQueries', () => {
  it('loads until every read is there, then hands the data over in order', () => {
    const { rerender } = render(
      <QueryState query={allQueries(result({ data: 2 }), result<string>({}))} what="the compute sizes">
        {([count, name]) => <p>{`${name}: ${count}`}</p>}
      </QueryState>
    )
    expect(screen.getByRole('status', { name: 'Loading the compute sizes…' })).toBeInTheDocument()
    rerender(
      <QueryState query={allQueries(result({ data: 2 }), result({ data: 'micro' }))} what="the compute sizes">
        {([count, name]) => <p>{`${name}: ${count}`}</p>}
      </QueryState>
    )
    expect(screen.getByText('micro: 2')).toBeInTheDocument()
  })

  it('fails with the first failed read, and Retry runs that read again', async () => {
    const retried: string[] = []
    render(
      <QueryState
        query={allQueries(
          result({ data: 1 }, () => retried.push('first')),
          result({ error: new Error('timeout') }, () => retried.push('second')),
          result({ error: new Error('later') }, () => retried.push('third'))
        )}
        what="branches"
      >
        {() => <p>data</p>}
      </QueryState>
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load branches: timeout')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retried).toEqual(['second'])
  })
})

describe('QueryState frames', () => {
  it('shows a page’s own loading line, and the failure inside the frame the data would have', () => {
    const frame = (failure: ReactNode) => <section aria-label="Settings">{failure}</section>
    const { rerender } = render(
      <QueryState query={result<string>({})} what="the project" loading={<p role="status">Loading project settings…</p>} failed={frame}>
        {(name) => <p>{name}</p>}
      </QueryState>
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading project settings…')
    rerender(
      <QueryState query={result<string>({ error: new Error('gone') })} what="the project" failed={frame}>
        {(name) => <p>{name}</p>}
      </QueryState>
    )
    expect(screen.getByRole('region', { name: 'Settings' })).toHaveTextContent('Could not load the project: gone')
  })
})

describe('QueryFailure', () => {
  it('says nothing while a side read loads or once it has loaded, and what failed with Retry otherwise', async () => {
    let retries = 0
    const { rerender, container } = render(<QueryFailure query={result<string[]>({})} what="schemas" />)
    expect(container).toBeEmptyDOMElement()
    rerender(<QueryFailure query={result({ data: ['public'] })} what="schemas" />)
    expect(container).toBeEmptyDOMElement()
    rerender(<QueryFailure query={result({ error: new Error('refused') }, () => (retries += 1))} what="schemas" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load schemas: refused')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retries).toBe(1)
  })
})
