import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { SchemaVisualizerPage } from '@/components/project/database/schema-visualizer/schema-visualizer-page'
import type { PgColumn, PgTable } from '@/lib/api/types'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { PG_META, renderPage } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

afterEach(() => resetPlatformClient())

function column(tableId: number, table: string, name: string, position: number, format: string, isNullable: boolean, isUnique = false): PgColumn {
  return {
    id: `${tableId}.${position}`, table_id: tableId, schema: 'public', table, name, ordinal_position: position,
    data_type: format, format, is_identity: false, identity_generation: null, is_nullable: isNullable, is_updatable: true,
    is_unique: isUnique, default_value: null, check: null, enums: [], comment: null,
  }
}

const TODOS_USER = {
  id: 301, constraint_name: 'todos_user_id_fkey', source_schema: 'public', source_table_name: 'todos', source_column_name: 'user_id',
  target_table_schema: 'public', target_table_name: 'profiles', target_column_name: 'id',
}

function tables(schema: string): PgTable[] {
  if (schema !== 'public') return []
  const base = { schema: 'public', rls_enabled: false, live_rows_estimate: 0, size: '16 kB', comment: null }
  return [
    {
      ...base, id: 11, name: 'profiles',
      columns: [column(11, 'profiles', 'id', 1, 'uuid', false), column(11, 'profiles', 'username', 2, 'text', false, true)],
      primary_keys: [{ schema: 'public', table_name: 'profiles', name: 'id', table_id: 11 }],
      relationships: [TODOS_USER],
    },
    {
      ...base, id: 12, name: 'todos',
      columns: [column(12, 'todos', 'id', 1, 'int8', false), column(12, 'todos', 'user_id', 2, 'uuid', false), column(12, 'todos', 'task', 3, 'text', true)],
      primary_keys: [{ schema: 'public', table_name: 'todos', name: 'id', table_id: 12 }],
      relationships: [TODOS_USER],
    },
  ]
}

function catalog(requests: string[], failTables = { times: 0 }) {
  return [
    http.get(`${PG_META}/schemas`, () => HttpResponse.json([{ id: 1, name: 'public', owner: 'postgres' }, { id: 2, name: 'audit', owner: 'postgres' }])),
    http.get(`${PG_META}/tables`, ({ request }) => {
      const query = new URL(request.url).searchParams
      requests.push(`${query.get('included_schemas')}:${query.get('include_columns')}`)
      if (failTables.times > 0) {
        failTables.times -= 1
        return HttpResponse.json({ message: 'connection refused' }, { status: 500 })
      }
      return HttpResponse.json(tables(query.get('included_schemas') ?? ''))
    }),
  ]
}

describe('Schema visualizer page', () => {
  it('draws the tables of public with their columns and the foreign key between them', async () => {
    const requests: string[] = []
    server.use(...catalog(requests))
    renderPage(<SchemaVisualizerPage projectRef="default" />)

    const todos = await screen.findByRole('region', { name: 'Table todos' })
    expect(requests).toEqual(['public:true'])
    expect(within(todos).getByRole('link', { name: 'todos' })).toHaveAttribute('href', '/dashboard/project/default/editor/12?schema=public')
    const rows = within(todos).getAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'id, int8, primary key, not null',
      'user_id, uuid, references public.profiles.id, not null',
      'task, text, nullable',
    ])
    expect(within(rows[2]).getByText('text?')).toBeInTheDocument()
    const profiles = screen.getByRole('region', { name: 'Table profiles' })
    expect(within(profiles).getByText('UQ')).toHaveAttribute('title', 'Unique')
    expect(within(todos).getByText('FK')).toHaveAttribute('title', 'Foreign key to public.profiles.id')

    const canvas = screen.getByTestId('schema-canvas')
    const edges = canvas.querySelectorAll('[data-foreign-key]')
    expect([...edges].map((edge) => edge.getAttribute('data-foreign-key'))).toEqual(['todos_user_id_fkey'])
    expect(edges[0].querySelector('path')?.getAttribute('d')).toMatch(/^M [\d.-]+ [\d.-]+ C /)
    expect(screen.getByText('2 tables, 1 foreign key')).toBeInTheDocument()

    // Pointing at a table lights up its keys.
    expect(edges[0]).not.toHaveClass('text-brand')
    await userEvent.setup().hover(profiles)
    expect(canvas.querySelector('[data-foreign-key="todos_user_id_fkey"]')).toHaveClass('text-brand')
  })

  it('zooms with the buttons and the keyboard, and fits back to the whole diagram', async () => {
    server.use(...catalog([]))
    const user = userEvent.setup()
    renderPage(<SchemaVisualizerPage projectRef="default" />)
    await screen.findByRole('region', { name: 'Table todos' })
    const zoom = screen.getByRole('status', { name: 'Zoom level' })
    expect(zoom).toHaveTextContent('100%')

    await user.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(zoom).toHaveTextContent('125%')
    await user.click(screen.getByRole('button', { name: 'Zoom out' }))
    await user.click(screen.getByRole('button', { name: 'Zoom out' }))
    expect(zoom).toHaveTextContent('80%')

    screen.getByRole('region', { name: 'Diagram of schema public' }).focus()
    await user.keyboard('+')
    expect(zoom).toHaveTextContent('100%')
    await user.keyboard('-')
    expect(zoom).toHaveTextContent('80%')
    const layer = screen.getByTestId('schema-canvas').firstElementChild as HTMLElement
    const before = layer.style.transform
    await user.keyboard('{ArrowLeft}')
    expect(layer.style.transform).not.toBe(before)
    await user.click(screen.getByRole('button', { name: 'Fit to view' }))
    // jsdom lays nothing out: an unmeasured viewport fits at 100%.
    expect(zoom).toHaveTextContent('100%')
  })

  it('shows a failure with Retry, then the diagram; and an empty schema says so', async () => {
    const requests: string[] = []
    server.use(...catalog(requests, { times: 1 }))
    const user = userEvent.setup()
    renderPage(<SchemaVisualizerPage projectRef="default" />)

    expect(await screen.findByText('Could not load tables: connection refused')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('region', { name: 'Table profiles' })).toBeInTheDocument()

    await waitFor(() => expect(screen.getByRole('option', { name: 'audit' })).toBeInTheDocument())
    await user.selectOptions(screen.getByLabelText('Schema'), 'audit')
    expect(await screen.findByText('The schema audit has no tables yet.')).toBeInTheDocument()
    expect(window.location.search).toBe('?schema=audit')
    expect(requests).toEqual(['public:true', 'public:true', 'audit:true'])
  })
})
