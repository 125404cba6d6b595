import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { TypesPage } from '@/components/project/database/types/types-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { PG_META, queryHandler, renderPage } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

afterEach(() => resetPlatformClient())

describe('Types page: domains and composite types', () => {
  it('creates a domain, showing its SQL, and keeps the form when Postgres refuses the base type', async () => {
    const received: string[] = []
    server.use(
      http.get(`${PG_META}/types`, () => HttpResponse.json([])),
      queryHandler([['create domain', new Error('type "txt" does not exist')]], received)
    )
    renderPage(<TypesPage projectRef="default" />)
    expect(await screen.findByText('No domains in public.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Create domain' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a domain in public' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create domain' }))
    expect(within(dialog).getByText('Give the domain a name.')).toBeInTheDocument()
    expect(received).toEqual([])

    await userEvent.type(within(dialog).getByLabelText('Domain name'), 'Email')
    await userEvent.type(within(dialog).getByLabelText('Based on type'), 'txt')
    await userEvent.type(within(dialog).getByLabelText('Default (optional)'), "''")
    const sql = `begin;\ncreate domain public."Email" as txt\n  default '';\ncommit;`
    expect(within(dialog).getByLabelText('SQL to run').textContent).toBe(sql)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create domain' }))
    expect(await within(dialog).findByText(/type "txt" does not exist/)).toBeInTheDocument()
    expect(received).toEqual([sql])
    expect(within(dialog).getByLabelText('Domain name')).toHaveValue('Email')
  })

  it('creates a composite type from the attributes filled in', async () => {
    const received: string[] = []
    server.use(http.get(`${PG_META}/types`, () => HttpResponse.json([])), queryHandler([['create type', []]], received))
    renderPage(<TypesPage projectRef="default" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Create composite type' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a composite type in public' })
    await userEvent.type(within(dialog).getByLabelText('Type name'), 'point3')
    await userEvent.type(within(dialog).getByLabelText('Attribute 1 name'), 'x')
    await userEvent.type(within(dialog).getByLabelText('Attribute 1 type'), 'float8')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add attribute' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add attribute' }))
    await userEvent.type(within(dialog).getByLabelText('Attribute 3 name'), 'Y')
    await userEvent.type(within(dialog).getByLabelText('Attribute 3 type'), 'float8')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create type' }))
    await waitFor(() => expect(received).toEqual(['begin;\ncreate type public.point3 as (\n  x float8,\n  "Y" float8\n);\ncommit;']))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
