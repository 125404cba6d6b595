import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { signIn, useScenario } from './mock-platform'

/** Deterministic bytes, so the downloaded copy can be compared with what was uploaded. */
function pattern(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length)
  for (let index = 0; index < length; index += 1) bytes[index] = (index * 31 + seed) % 251
  return bytes
}

const BIG = pattern(7 * 1024 * 1024 + 321, 3) // more than one 6 MB TUS chunk
const NOTE = Buffer.from('{"hello":"storage"}\n')
const PHOTO = pattern(2048, 9)

test('a bucket: create, upload three files with progress, download, move, delete', async ({ page, request }) => {
  test.setTimeout(120_000)
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${PRIMARY_PROJECT_REF}/storage/buckets` })
  await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible()

  await page.getByRole('button', { name: 'New bucket' }).click()
  await page.getByLabel('Name of bucket').fill('e2e-files')
  await page.getByRole('button', { name: 'Create bucket' }).click()
  await page.getByRole('button', { name: 'Open bucket e2e-files' }).click()
  await expect(page.getByText('This folder is empty. Drop files here or upload them.')).toBeVisible()

  await page.getByLabel('Files to upload').setInputFiles([
    { name: 'big.bin', mimeType: 'application/octet-stream', buffer: BIG },
    { name: 'note.json', mimeType: 'application/json', buffer: NOTE },
    { name: 'photo.png', mimeType: 'image/png', buffer: PHOTO },
  ])
  const uploads = page.getByRole('region', { name: 'Uploads' })
  for (const name of ['big.bin', 'note.json', 'photo.png']) {
    await expect(uploads.getByRole('progressbar', { name: `Upload of ${name}` })).toBeVisible()
  }
  await expect(uploads.getByText('Uploaded 7 MB')).toBeVisible({ timeout: 60_000 })
  await expect(uploads.getByText(/^Uploaded /)).toHaveCount(3, { timeout: 60_000 })
  await expect(uploads.getByRole('progressbar', { name: 'Upload of big.bin' })).toHaveAttribute('value', '100')
  const files = page.getByRole('table', { name: 'Files' })
  await expect(files.getByRole('button', { name: 'Preview big.bin' })).toBeVisible()

  // Download the large file and compare bytes.
  const downloadPromise = page.waitForEvent('download')
  await files.getByRole('button', { name: 'Download big.bin' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe('big.bin')
  expect(Buffer.compare(await readFile(await download.path()), BIG)).toBe(0)

  // The JSON preview shows the file's content.
  await files.getByRole('button', { name: 'Preview note.json' }).click()
  await expect(page.getByLabel('Content of note.json')).toContainText('"hello": "storage"')
  await page.keyboard.press('Escape')

  // Move one into a folder.
  await files.getByRole('button', { name: 'Move photo.png' }).click()
  await page.getByLabel('New path').fill('images/photo.png')
  await page.getByRole('button', { name: 'Move', exact: true }).click()
  await expect(files.getByRole('button', { name: 'Open folder images' })).toBeVisible()
  await expect(files.getByRole('button', { name: 'Preview photo.png' })).toHaveCount(0)
  await files.getByRole('button', { name: 'Open folder images' }).click()
  await expect(page.getByRole('button', { name: 'Preview photo.png' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete photo.png' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('This folder is empty. Drop files here or upload them.')).toBeVisible()

  // Back to the root: delete the other two together.
  await page.getByRole('navigation', { name: 'Folder' }).getByRole('button', { name: 'e2e-files' }).click()
  await page.getByLabel('Select big.bin').check()
  await page.getByLabel('Select note.json').check()
  await page.getByRole('button', { name: 'Delete 2 selected' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('This folder is empty. Drop files here or upload them.')).toBeVisible()

  await page.getByRole('button', { name: 'All buckets' }).click()
  await page.getByRole('button', { name: 'Delete bucket e2e-files' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete bucket' }).click()
  await expect(page.getByRole('button', { name: 'Open bucket e2e-files' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Open bucket avatars' })).toBeVisible()
})

test('the open bucket and folder are in the URL: a deep link opens them, Back steps out a level at a time', async ({ page, request }) => {
  await useScenario(request, 'default')
  const buckets = `/dashboard/project/${PRIMARY_PROJECT_REF}/storage/buckets`
  await signIn(page, { returnTo: `/project/${PRIMARY_PROJECT_REF}/storage/buckets` })
  await expect(page.getByRole('table', { name: 'Buckets' })).toBeVisible()

  await page.getByRole('button', { name: 'Open bucket avatars' }).click()
  await expect(page).toHaveURL(`${buckets}?bucket=avatars`)
  await page.getByRole('button', { name: 'Open folder docs' }).click()
  await expect(page).toHaveURL(`${buckets}?bucket=avatars&path=docs`)
  await expect(page.getByRole('button', { name: 'Preview readme.txt' })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(`${buckets}?bucket=avatars`)
  await expect(page.getByRole('button', { name: 'Open folder docs' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(buckets)
  await expect(page.getByRole('table', { name: 'Buckets' })).toBeVisible()

  // A link straight to the folder, in a fresh load.
  await page.goto(`${buckets}?bucket=avatars&path=docs`)
  await expect(page.getByRole('button', { name: 'Preview readme.txt' })).toBeVisible()
})
