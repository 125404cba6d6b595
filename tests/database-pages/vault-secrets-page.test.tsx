import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { VaultSecretsPage } from '@/components/project/integrations/vault/vault-secrets-page'
import { http, HttpResponse } from 'msw'

import { CONNECTION_NOT_READY_MESSAGE } from '@/data/sql/pg-meta'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { API_URL, queryHandler, renderPage, SELF_HOSTED_CONFIG } from './helpers/render-page'
import { projectDetailBody } from '@/tests/setup/project-fixture'

const SECRET_ID = '6f1c9a8e-0c1b-4c1e-9a55-0a1b2c3d4e5f'

afterEach(() => resetPlatformClient())

describe('Vault secrets page', () => {
  it('explains that the vault schema is missing', async () => {
    const received: string[] = []
    server.use(queryHandler([["to_regclass('vault.secrets')", [{ has_vault: false, can_decrypt: false }]]], received))
    renderPage(<VaultSecretsPage projectRef="default" />)
    expect(await screen.findByText('Vault is not set up in this database')).toBeInTheDocument()
    expect(screen.getByText(/This database has\s+no vault schema/)).toBeInTheDocument()
    // Nothing is read from vault when it is not there.
    expect(received).toHaveLength(1)
  })

  it('lists secret names without values and reads a value only when revealed', async () => {
    const received: string[] = []
    server.use(
      queryHandler(
        [
          ["to_regclass('vault.secrets')", [{ has_vault: true, can_decrypt: true }]],
          ['from vault.decrypted_secrets', [{ decrypted_secret: 'sk_live_123' }]],
          ['from vault.secrets', [{ id: SECRET_ID, name: 'stripe_key', description: 'Payments', created_at: '2025-05-16T22:00:00Z', updated_at: '2025-05-16T22:00:00Z' }]],
        ],
        received
      )
    )
    renderPage(<VaultSecretsPage projectRef="default" />)
    const table = await screen.findByRole('table', { name: 'Secrets' })
    expect(within(table).getByText('stripe_key')).toBeInTheDocument()
    expect(within(table).getByLabelText('Hidden value')).toBeInTheDocument()
    expect(screen.queryByText('sk_live_123')).not.toBeInTheDocument()
    expect(received.some((sql) => sql.includes('from vault.decrypted_secrets'))).toBe(false)

    await userEvent.click(within(table).getByRole('button', { name: 'Reveal stripe_key' }))
    expect(await within(table).findByText('sk_live_123')).toBeInTheDocument()
    expect(received).toContain(`select decrypted_secret from vault.decrypted_secrets where id = '${SECRET_ID}'::uuid`)

    await userEvent.click(within(table).getByRole('button', { name: 'Hide stripe_key' }))
    await waitFor(() => expect(screen.queryByText('sk_live_123')).not.toBeInTheDocument())
  })

  it('on the hosted platform reads with the project’s connection, and says so while the database is not ready', async () => {
    let connectionString: string | null = null
    const headers: (string | null)[] = []
    server.use(
      http.get(`${API_URL}/projects/:ref`, ({ params }) =>
        HttpResponse.json(projectDetailBody({ ref: String(params.ref), status: connectionString ? 'ACTIVE_HEALTHY' : 'COMING_UP', connectionString }))
      ),
      http.post(`${API_URL}/pg-meta/default/query`, ({ request }) => {
        headers.push(request.headers.get('x-connection-encrypted'))
        return HttpResponse.json([{ has_vault: false, can_decrypt: false }])
      })
    )
    renderPage(<VaultSecretsPage projectRef="default" />, { ...SELF_HOSTED_CONFIG, isPlatform: true })
    expect(await screen.findByText(`Could not load secrets: ${CONNECTION_NOT_READY_MESSAGE}`)).toBeInTheDocument()
    expect(headers).toEqual([])

    connectionString = 'encrypted-default'
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Vault is not set up in this database')).toBeInTheDocument()
    expect(headers).toEqual(['encrypted-default'])
  })
})
