import { expect, test } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { signIn, useScenario } from './mock-platform'

test("a bucket's policies: an own-folder upload policy from the template, listed under the bucket, then deleted", async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${PRIMARY_PROJECT_REF}/storage/buckets` })
  await page.getByRole('button', { name: 'Open bucket avatars' }).click()
  const policies = page.getByRole('region', { name: 'Policies of bucket avatars' })
  // The mock platform starts its in-memory Postgres on the first database request: seconds under load.
  await expect(policies.getByText(/No policies name avatars yet/)).toBeVisible({ timeout: 60_000 })

  await policies.getByRole('button', { name: 'New policy' }).click()
  const editor = page.getByRole('dialog', { name: 'Create a policy' })
  await expect(editor.getByText('Row level security policy on storage.objects')).toBeVisible()
  await editor.getByLabel('Template').selectOption({ label: 'Signed-in users upload to their own folder' })
  const sql = editor.getByRole('textbox', { name: 'SQL to run' })
  await expect(sql).toContainText('on storage.objects')
  await expect(sql).toContainText("with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text)")
  await editor.getByRole('button', { name: 'Save policy' }).click()
  await expect(editor).toHaveCount(0)

  const row = policies.getByRole('table', { name: 'Policies of avatars' }).getByRole('row', { name: /Users upload to their own folder in avatars/ })
  await expect(row).toContainText('INSERT')
  await expect(row).toContainText('authenticated')
  await row.getByRole('button', { name: 'Delete policy Users upload to their own folder in avatars' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete policy Users upload to their own folder in avatars' })
  await expect(confirm.getByLabel('SQL to run')).toContainText('drop policy "Users upload to their own folder in avatars" on storage.objects')
  await confirm.getByRole('button', { name: 'Delete policy' }).click()
  await expect(policies.getByText(/No policies name avatars yet/)).toBeVisible()
})
