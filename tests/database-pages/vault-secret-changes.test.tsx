import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { VaultSecretsPage } from '@/components/project/integrations/vault/vault-secrets-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { server } from '@/tests/setup/msw-server'

import { queryHandler, renderPage } from './helpers/render-page'

const SECRET_ID = '6f1c9a8e-0c1b-4c1e-9a55-0a1b2c3d4e5f'
const SECRET = { id: SECRET_ID, name: 'stripe_key', description: 'Payments', created_at: '2025-05-16T22:00:00Z', updated_at: '2025-05-16T22:00:00Z' }
const PRESENCE: [string, unknown[]] = ["to_regclass('vault.secrets')", [{ has_vault: true, can_decrypt: true, can_write: true }]]

afterEach(() => resetPlatformClient())

describe('Vault secrets, set up from the page', () => {
  it('adds a secret: the value stays masked in the SQL shown and is sent only to run', async () => {
    const received: string[] = []
    server.use(queryHandler([PRESENCE, ['vault.create_secret', [{ create_secret: SECRET_ID }]], ['from vault.secrets', []]], received))
    renderPage(<VaultSecretsPage projectRef="default" />)
    expect(await screen.findByText(/No secrets yet\. Add one/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add secret' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a secret' })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add secret' }))
    expect(within(dialog).getByText('Give the secret a name.')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter the secret value.')).toBeInTheDocument()

    await userEvent.type(within(dialog).getByLabelText('Name'), "o'auth")
    await userEvent.type(within(dialog).getByLabelText('Value'), 'sk_live_42')
    expect(within(dialog).getByLabelText('Value')).toHaveAttribute('type', 'password')
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent("select vault.create_secret('••••••••', 'o''auth', '');")
    expect(within(dialog).getByLabelText('SQL to run')).not.toHaveTextContent('sk_live_42')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show value' }))
    expect(within(dialog).getByLabelText('Value')).toHaveAttribute('type', 'text')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add secret' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(received).toContain("begin;\nselect vault.create_secret('sk_live_42', 'o''auth', '');\ncommit;")
  })

  it('edits a secret without touching its value unless a new one is typed, and shows a taken name at the name', async () => {
    const received: string[] = []
    server.use(
      queryHandler(
        [PRESENCE, ['vault.update_secret', new Error('duplicate key value violates unique constraint "secrets_name_idx"')], ['from vault.secrets', [SECRET]]],
        received
      )
    )
    renderPage(<VaultSecretsPage projectRef="default" />)
    const table = await screen.findByRole('table', { name: 'Secrets' })
    await userEvent.click(within(table).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit secret stripe_key' })
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent(
      `select vault.update_secret('${SECRET_ID}'::uuid, new_name := 'stripe_key', new_description := 'Payments');`
    )
    await userEvent.clear(within(dialog).getByLabelText('Name'))
    await userEvent.type(within(dialog).getByLabelText('Name'), 'taken')
    await userEvent.type(within(dialog).getByLabelText('New value'), 'rotated')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save secret' }))
    expect(await within(dialog).findByText('A secret named taken already exists.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('New value')).toHaveValue('rotated')
    expect(received).toContain(
      `begin;\nselect vault.update_secret('${SECRET_ID}'::uuid, new_secret := 'rotated', new_name := 'taken', new_description := 'Payments');\ncommit;`
    )
  })

  it('deletes a secret after showing the delete', async () => {
    const received: string[] = []
    server.use(queryHandler([PRESENCE, ['delete from vault.secrets', []], ['from vault.secrets', [SECRET]]], received))
    renderPage(<VaultSecretsPage projectRef="default" />)
    const table = await screen.findByRole('table', { name: 'Secrets' })
    await userEvent.click(within(table).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete secret stripe_key' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete secret' }))
    await waitFor(() => expect(received).toContain(`begin;\ndelete from vault.secrets where id = '${SECRET_ID}'::uuid;\ncommit;`))
  })

  it('offers no changes where vault has no create_secret and update_secret', async () => {
    server.use(queryHandler([["to_regclass('vault.secrets')", [{ has_vault: true, can_decrypt: true, can_write: false }]], ['from vault.secrets', [SECRET]]]))
    renderPage(<VaultSecretsPage projectRef="default" />)
    const table = await screen.findByRole('table', { name: 'Secrets' })
    expect(within(table).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add secret' })).not.toBeInTheDocument()
  })
})
