import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { RealtimeInspectorPage } from '@/components/project/realtime/realtime-inspector-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { PG_META, renderPage, SELF_HOSTED_CONFIG } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

afterEach(() => resetPlatformClient())

const GATEWAY = { ...SELF_HOSTED_CONFIG, apiGatewayUrl: 'http://gateway.test', anonKey: 'anon-key' }

describe('Realtime inspector page', () => {
  it('names the variables to set when no gateway is configured', async () => {
    renderPage(<RealtimeInspectorPage projectRef="default" />)
    expect(await screen.findByText(/Set SUPABASE_PUBLIC_URL \(or SUPABASE_URL\)/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument()
  })

  it('shows the socket URL and disables acting as a user without SUPABASE_JWT_SECRET', async () => {
    renderPage(<RealtimeInspectorPage projectRef="default" />, GATEWAY)
    expect(await screen.findByText('ws://gateway.test/realtime/v1')).toBeInTheDocument()
    expect(screen.getByText(/needs SUPABASE_JWT_SECRET/)).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'authenticated user' })).not.toBeInTheDocument()
  })

  it('offers acting as a user when the server can sign tokens', async () => {
    renderPage(<RealtimeInspectorPage projectRef="default" />, { ...GATEWAY, canSignRealtimeTokens: true })
    await userEvent.selectOptions(await screen.findByLabelText('Act as'), 'authenticated')
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByText('Enter the id of the user to act as.')).toBeInTheDocument()
  })

  it('explains a channel name with spaces and a malformed filter before connecting, keeping what was typed', async () => {
    server.use(
      http.get(`${PG_META}/schemas`, () => HttpResponse.json([{ id: 1, name: 'public', owner: 'postgres' }])),
      http.get(`${PG_META}/tables`, () =>
        HttpResponse.json([{ id: 2, schema: 'public', name: 'todos', rls_enabled: false, live_rows_estimate: 0, size: '8192 bytes', comment: null, primary_keys: [], relationships: [] }])
      )
    )
    renderPage(<RealtimeInspectorPage projectRef="default" />, GATEWAY)
    const channel = await screen.findByLabelText('Channel')
    await userEvent.clear(channel)
    await userEvent.type(channel, 'my room')
    await userEvent.click(screen.getByLabelText('Postgres changes'))
    await screen.findByRole('option', { name: 'todos' }, { timeout: 10_000 })
    await userEvent.selectOptions(screen.getByLabelText('Table'), 'todos')
    await userEvent.type(screen.getByLabelText('Filter'), 'id=eq')
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))

    expect(await screen.findByText(/A channel name cannot contain spaces/)).toBeInTheDocument()
    expect(screen.getByText(/The filter has no value after "eq\."/)).toBeInTheDocument()
    expect(channel).toHaveValue('my room')
    expect(channel).toHaveAttribute('aria-invalid', 'true')

    await userEvent.clear(screen.getByLabelText('Filter'))
    await userEvent.type(screen.getByLabelText('Filter'), 'foo')
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByText(/The filter needs a column and an operator/)).toBeInTheDocument()
  })

  it('keeps the send form disabled until a channel is joined', async () => {
    renderPage(<RealtimeInspectorPage projectRef="default" />, GATEWAY)
    expect(await screen.findByRole('button', { name: 'Send broadcast' })).toBeDisabled()
    expect(screen.getByText('Connect to a channel to send.')).toBeInTheDocument()
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument()
  })
})
