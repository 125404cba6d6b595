import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { UsersPage } from '@/components/project/auth/users-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import type { UserListRow } from '@/lib/auth-users/users-sql'
import { API_URL, queryHandler, renderPage, SELF_HOSTED_CONFIG } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

afterEach(() => resetPlatformClient())

const WAIT = { timeout: 15_000 }

const CONFIGURED = { ...SELF_HOSTED_CONFIG, isAuthAdminConfigured: true }

const user = (index: number, extra: Partial<UserListRow> = {}): UserListRow => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  email: `person${index}@example.com`,
  phone: null,
  created_at: '2024-05-01T10:00:00Z',
  last_sign_in_at: null,
  email_confirmed_at: '2024-05-01T10:00:00Z',
  phone_confirmed_at: null,
  banned_until: null,
  is_anonymous: false,
  providers: ['email'],
  sort_key: `2024-05-01 10:00:${String(index % 60).padStart(2, '0')}+00`,
  ...extra,
})

const status = (extra: Record<string, unknown> = {}) => [{ has_auth_users: true, estimate: 1234, rls_enabled: false, readable_by: [], ...extra }]
const page = (from: number, count: number) => Array.from({ length: count }, (_, offset) => user(from + offset))

describe('Users page', { timeout: 60_000 }, () => {
  it('says the project has no auth server when auth.users does not exist', async () => {
    server.use(queryHandler([['to_regclass', [{ has_auth_users: false, estimate: -1, rls_enabled: false, readable_by: [] }]]]))
    renderPage(<UsersPage projectRef="default" />)
    expect(await screen.findByText(/This project has no auth server/, {}, WAIT)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create user' })).not.toBeInTheDocument()
  })

  it('lists read-only without the admin API, flags the estimate and an RLS gap, and pages by keyset', async () => {
    const received: string[] = []
    server.use(
      queryHandler(
        [
          ['to_regclass', status({ readable_by: ['anon'] })],
          ["< ('2024-05-01 10:00:49+00'::timestamptz", page(50, 3)],
          ['from auth.users u', page(0, 50)],
        ],
        received
      )
    )
    renderPage(<UsersPage projectRef="default" />)
    expect(await screen.findByText('About 1,234 users in total (an estimate)', {}, WAIT)).toBeInTheDocument()
    await screen.findByRole('table', { name: 'Users' }, WAIT)
    expect(screen.getByText("Read-only: the auth server's admin API is not configured")).toBeInTheDocument()
    expect(screen.getByText('auth.users can be read through the API')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create user' })).not.toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Users' })
    expect(within(table).getAllByRole('row')).toHaveLength(51)

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await within(screen.getByRole('table', { name: 'Users' })).findByText('person52@example.com', {}, WAIT)).toBeInTheDocument()
    expect(screen.getByText('Page 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(received.some((sql) => /offset|count\(\*\)/i.test(sql) && sql.includes('order by'))).toBe(false)
  })

  it('keeps what was typed and shows the refusal at its field when creating a user fails', async () => {
    const sent: unknown[] = []
    server.use(
      queryHandler([
        ['to_regclass', status()],
        ['from auth.users u', page(0, 2)],
      ]),
      http.post(`${API_URL}/profile/password-check`, () => HttpResponse.json({ result: { score: 4, feedback: { warning: '', suggestions: [] } } })),
      http.post(`${API_URL}/auth/default/users`, async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ message: 'A user with this email address has already been registered' }, { status: 422 })
      })
    )
    renderPage(<UsersPage projectRef="default" />, CONFIGURED)
    await userEvent.click(await screen.findByRole('button', { name: 'Create user' }, WAIT))
    const dialog = await screen.findByRole('dialog', { name: 'Create user' }, WAIT)
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'bad address')
    await userEvent.type(within(dialog).getByLabelText('User password'), 'a long and unusual passphrase 42')
    expect(await within(dialog).findByText('This password is strong.', {}, WAIT)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }))
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeInTheDocument()
    expect(sent).toEqual([])

    await userEvent.clear(within(dialog).getByLabelText('E-mail address'))
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'person1@example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }))
    expect(await within(dialog).findByText('A user with this email address has already been registered', {}, WAIT)).toBeInTheDocument()
    expect(sent).toEqual([{ email: 'person1@example.com', password: 'a long and unusual passphrase 42', email_confirm: true }])
    expect(within(dialog).getByLabelText('User password')).toHaveValue('a long and unusual passphrase 42')
  })
})
