import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { BucketPolicies } from '@/components/project/storage/bucket-policies'
import { resetPlatformClient } from '@/lib/api/client-settings'
import type { PgPolicy, PgSchema } from '@/lib/api/types'
import { PG_META, queryHandler, renderPage } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

afterEach(() => resetPlatformClient())

const storagePolicy = (id: number, name: string, definition: string): PgPolicy => ({
  id,
  schema: 'storage',
  table: 'objects',
  table_id: 50,
  name,
  action: 'PERMISSIVE',
  roles: ['public'],
  command: 'SELECT',
  definition,
  check: null,
})

function catalogue(schemas: PgSchema[]) {
  return [
    http.get(`${PG_META}/schemas`, () => HttpResponse.json(schemas)),
    http.get(`${PG_META}/roles`, () => HttpResponse.json([])),
    http.get(`${PG_META}/policies`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('included_schemas')).toBe('storage')
      return HttpResponse.json([
        storagePolicy(1, 'Public read of avatars', "(bucket_id = 'avatars'::text)"),
        storagePolicy(2, 'Public read of avatars-old', "(bucket_id = 'avatars-old'::text)"),
      ])
    }),
  ]
}

const WITH_STORAGE: PgSchema[] = [
  { id: 1, name: 'public', owner: 'postgres' },
  { id: 2, name: 'storage', owner: 'postgres' },
]

describe('Bucket policies', () => {
  it("lists only the policies naming the bucket and deletes one after showing its SQL", async () => {
    const received: string[] = []
    server.use(...catalogue(WITH_STORAGE), queryHandler([['drop policy', []]], received))
    renderPage(<BucketPolicies projectRef="default" bucket="avatars" />)
    const list = await screen.findByRole('table', { name: 'Policies of avatars' })
    expect(within(list).getByRole('row', { name: /Public read of avatars / })).toHaveTextContent("(bucket_id = 'avatars'::text)")
    expect(within(list).queryByText('Public read of avatars-old')).not.toBeInTheDocument()

    await userEvent.click(within(list).getByRole('button', { name: 'Delete policy Public read of avatars' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete policy Public read of avatars' }, { timeout: 10_000 })
    expect(within(confirm).getByLabelText('SQL to run')).toHaveTextContent('begin; drop policy "Public read of avatars" on storage.objects; commit;')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete policy' }))
    await waitFor(() => expect(received).toEqual(['begin;\ndrop policy "Public read of avatars" on storage.objects;\ncommit;']))
  })

  it('says so where the database has no storage schema', async () => {
    server.use(...catalogue([{ id: 1, name: 'public', owner: 'postgres' }]))
    renderPage(<BucketPolicies projectRef="default" bucket="avatars" />)
    expect(await screen.findByText('This database has no storage schema, so there are no bucket policies to show.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New policy' })).not.toBeInTheDocument()
  })
})
