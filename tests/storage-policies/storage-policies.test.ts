import { describe, expect, it } from 'vitest'

import { buildCreatePolicySql } from '@/lib/policies/policy-sql'
import { isBucketPolicy, storagePolicyDraft, storagePolicyTemplates } from '@/lib/storage-policies/storage-policies'

const onObjects = { schema: 'storage', table: 'objects', check: null }

describe('bucket policies', () => {
  it("finds a bucket's policies by the bucket_id comparison Postgres prints back, in USING or WITH CHECK", () => {
    expect(isBucketPolicy({ ...onObjects, definition: "(bucket_id = 'avatars'::text)" }, 'avatars')).toBe(true)
    expect(isBucketPolicy({ ...onObjects, definition: null, check: "((bucket_id = 'avatars'::text) AND (owner = auth.uid()))" }, 'avatars')).toBe(true)
    expect(isBucketPolicy({ ...onObjects, definition: "(bucket_id = 'avatars-old'::text)" }, 'avatars')).toBe(false)
    expect(isBucketPolicy({ ...onObjects, definition: "(bucket_id = 'avatars'::text)" }, 'avatar')).toBe(false)
    expect(isBucketPolicy({ ...onObjects, definition: "(bucket_id = 'it''s'::text)" }, "it's")).toBe(true)
  })

  it('ignores policies of other tables that mention a bucket', () => {
    expect(isBucketPolicy({ schema: 'storage', table: 'buckets', definition: "(bucket_id = 'avatars'::text)", check: null }, 'avatars')).toBe(false)
    expect(isBucketPolicy({ schema: 'public', table: 'objects', definition: "(bucket_id = 'avatars'::text)", check: null }, 'avatars')).toBe(false)
  })

  it('offers public read and own-folder templates that name the bucket, so their policies list under it', () => {
    const templates = storagePolicyTemplates("team's files")
    const publicRead = templates.find((template) => template.id === 'storage-public-read')!
    expect(publicRead.draft).toMatchObject({ command: 'SELECT', roles: ['public'], using: "bucket_id = 'team''s files'" })
    const upload = templates.find((template) => template.id === 'storage-own-folder-upload')!
    expect(upload.draft).toMatchObject({
      command: 'INSERT',
      roles: ['authenticated'],
      using: '',
      check: "bucket_id = 'team''s files' and (storage.foldername(name))[1] = auth.uid()::text",
    })
    expect(buildCreatePolicySql({ ...storagePolicyDraft(), ...upload.draft })).toBe(
      `create policy "Users upload to their own folder in team's files"\non storage.objects\nas permissive\nfor insert\nto authenticated\nwith check (bucket_id = 'team''s files' and (storage.foldername(name))[1] = auth.uid()::text)`
    )
  })
})
