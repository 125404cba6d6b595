import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { ColumnPrivilegesPage } from '@/components/project/database/column-privileges/column-privileges-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { FEATURE_PREVIEW_KEYS } from '@/lib/feature-previews/catalog'
import { featurePreviewStore } from '@/stores/feature-preview-store'
import { server } from '@/tests/setup/msw-server'

import { PG_META, queryHandler, renderPage } from './helpers/render-page'

const WARNING = 'Warning: these changes are not captured by the command-line diff and must be applied manually.'

const PRIVILEGES = {
  columns: ['id', 'title', 'secret'],
  roles: ['anon', 'authenticated', 'postgres'],
  table_grants: [{ role: 'authenticated', privilege: 'SELECT' }],
  column_grants: [{ column: 'title', role: 'anon', privilege: 'SELECT' }],
}

function catalogHandlers() {
  return [
    http.get(`${PG_META}/schemas`, () => HttpResponse.json([{ id: 1, name: 'public', owner: 'postgres' }, { id: 2, name: 'auth', owner: 'postgres' }])),
    http.get(`${PG_META}/tables`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('included_schemas')).toBe('public')
      return HttpResponse.json([
        { id: 7, schema: 'public', name: 'todos', rls_enabled: false, live_rows_estimate: 0, size: '8192 bytes', comment: null, primary_keys: [], relationships: [] },
      ])
    }),
  ]
}

beforeEach(() => {
  localStorage.clear()
  act(() => featurePreviewStore.getState().hydrate())
})
afterEach(() => resetPlatformClient())

describe('Column privileges page', () => {
  it('explains the preview and links to enable it while the CLS preview is off', () => {
    renderPage(<ColumnPrivilegesPage projectRef="default" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Column privileges' })).toBeInTheDocument()
    expect(screen.getByText('Column-level privileges is a feature preview')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Enable the preview' })).toHaveAttribute(
      'href',
      '/dashboard/project/default/database/column-privileges?featurePreviewModal=supabase-ui-cls'
    )
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument()
  })

  it('with the preview on, shows the warning and changes privileges through SQL', async () => {
    localStorage.setItem(FEATURE_PREVIEW_KEYS.CLS, 'true')
    const received: string[] = []
    server.use(...catalogHandlers(), queryHandler([['aclexplode', [PRIVILEGES]], ['revoke', []], ['grant', []]], received))
    renderPage(<ColumnPrivilegesPage projectRef="default" />)

    expect(await screen.findByText(WARNING)).toBeInTheDocument()
    // Platform-managed schemas are not offered.
    expect(within(screen.getByLabelText('Schema')).queryByRole('option', { name: 'auth' })).not.toBeInTheDocument()
    const tablePicker = screen.getByLabelText('Table')
    await waitFor(() => expect(within(tablePicker).getByRole('option', { name: 'todos' })).toBeInTheDocument())
    await userEvent.selectOptions(tablePicker, 'todos')

    const matrix = await screen.findByRole('table', { name: 'Column privileges of anon' })
    expect(within(matrix).getByRole('checkbox', { name: 'SELECT on title' })).toBeChecked()
    expect(within(matrix).getByRole('checkbox', { name: 'SELECT on secret' })).not.toBeChecked()

    await userEvent.click(within(matrix).getByRole('checkbox', { name: 'UPDATE on secret' }))
    await waitFor(() => expect(received).toContain('grant update ("secret") on table "public"."todos" to "anon";'))

    // A table-level grant is narrowed to the other columns when one column is revoked.
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'authenticated')
    const authenticated = await screen.findByRole('table', { name: 'Column privileges of authenticated' })
    await waitFor(() => expect(within(authenticated).getByRole('checkbox', { name: 'SELECT on secret' })).toBeEnabled())
    await userEvent.click(within(authenticated).getByRole('checkbox', { name: 'SELECT on secret' }))
    await waitFor(() =>
      expect(received).toContain(
        'begin;\nrevoke select on table "public"."todos" from "authenticated";\ngrant select ("id", "title") on table "public"."todos" to "authenticated";\ncommit;'
      )
    )
  })
})
