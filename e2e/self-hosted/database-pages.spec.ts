import { expect, test, type Page } from '@playwright/test'

/**
 * Every database page of the default self-hosted project (embedded PGlite) renders its heading and
 * either data from the database or an explanation of the extension or platform service it needs.
 */

const BASE = '/dashboard/project/default'
const ERROR_SCREEN_TITLE = 'Sorry! An unexpected error occurred.'

async function openPage(page: Page, path: string, heading: string) {
  await page.goto(`${BASE}${path}`)
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
}

test.afterEach(async ({ page }) => {
  await expect(page.getByText(ERROR_SCREEN_TITLE)).toHaveCount(0)
  await expect(page.getByText(/^(Could not|Failed to) load/)).toHaveCount(0)
})

test("logs explain how to make Postgres's log readable", async ({ page }) => {
  await openPage(page, '/logs', 'Logs')
  await expect(page.getByText('Logs are not available here')).toBeVisible()
  await expect(page.getByText(/Postgres logs are not available on this self-hosted database/)).toBeVisible()
  await expect(page.getByText(/logging_collector = on/)).toBeVisible()
})

test('the security advisor reports on the database', async ({ page }) => {
  await openPage(page, '/advisors/security', 'Security Advisor')
  await expect(page.getByText('No security issues found.').or(page.getByRole('list', { name: 'Security issues' }))).toBeVisible()
})

test('the advisor rules page lists every rule with a switch', async ({ page }) => {
  await openPage(page, '/advisors/rules/security', 'Security Advisor')
  await expect(page.getByRole('switch', { name: 'Enable RLS Disabled in Public' })).toBeChecked()
  await expect(page.getByText('No security issues found.').or(page.getByRole('list', { name: 'Security issues' }))).toBeVisible()
})

test('query performance explains that pg_stat_statements is missing', async ({ page }) => {
  await openPage(page, '/advisors/query-performance', 'Query Performance')
  await expect(page.getByText('pg_stat_statements is not available in this database')).toBeVisible()
})

for (const path of ['/database/graphiql', '/api/graphiql']) {
  test(`GraphiQL at ${path} explains that PGlite lacks pg_graphql`, async ({ page }) => {
    await openPage(page, path, 'GraphiQL')
    await expect(page.getByText('pg_graphql is not available in this database')).toBeVisible()
  })
}

test('column privileges sit behind the CLS preview', async ({ page }) => {
  await openPage(page, '/database/column-privileges', 'Column privileges')
  await expect(page.getByText('Column-level privileges is a feature preview')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Enable the preview' })).toHaveAttribute(
    'href',
    /\/project\/default\/database\/column-privileges\?featurePreviewModal=supabase-ui-cls$/
  )

  await page.evaluate(() => localStorage.setItem('supabase-ui-cls', 'true'))
  await openPage(page, '/database/column-privileges', 'Column privileges')
  await expect(
    page.getByText('Warning: these changes are not captured by the command-line diff and must be applied manually.')
  ).toBeVisible()
  await expect(page.getByLabel('Table')).toBeVisible()
})

test('database hooks list the triggers of the database', async ({ page, request }) => {
  const response = await request.post('/dashboard/api/platform/pg-meta/default/query', {
    data: {
      query: `create table if not exists public.e2e_dbpages_items (id int primary key, updated_at timestamptz);
        create or replace function public.e2e_dbpages_touch() returns trigger language plpgsql as 'begin new.updated_at = now(); return new; end';
        drop trigger if exists e2e_dbpages_touch on public.e2e_dbpages_items;
        create trigger e2e_dbpages_touch before update on public.e2e_dbpages_items for each row execute function public.e2e_dbpages_touch();`,
    },
  })
  expect(response.ok()).toBe(true)
  await openPage(page, '/database/hooks', 'Database Webhooks')
  await expect(page.getByText('pg_net is not available in this database')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Other triggers' }).getByText('e2e_dbpages_touch', { exact: true })).toBeVisible()
})

test('wrappers read the foreign data catalogue', async ({ page }) => {
  await openPage(page, '/database/wrappers', 'Wrappers')
  await expect(page.getByText('No foreign data wrappers yet').or(page.getByRole('table', { name: 'Foreign data wrappers' }))).toBeVisible()
})

test('cron explains that pg_cron is missing', async ({ page }) => {
  await openPage(page, '/integrations/cron', 'Cron')
  await expect(page.getByText('pg_cron is not available in this database')).toBeVisible()
})

test('vault explains that the vault schema is missing', async ({ page }) => {
  await openPage(page, '/settings/vault/secrets', 'Vault')
  await expect(page.getByText('Vault is not set up in this database')).toBeVisible()
})

for (const [path, heading] of [
  ['/storage/files', 'Files'],
  ['/storage/buckets', 'Storage'],
] as const) {
  test(`storage at ${path} names the gateway variables to set`, async ({ page }) => {
    await openPage(page, path, heading)
    await expect(page.getByText('Storage needs your project’s API gateway')).toBeVisible()
    await expect(page.getByText('SUPABASE_SERVICE_KEY', { exact: true })).toBeVisible()
  })
}

test('client libraries come from the catalogue', async ({ page }) => {
  await openPage(page, '/api/client-libraries', 'Client Libraries')
  await expect(page.getByRole('link', { name: 'JavaScript documentation' })).toHaveAttribute('href', /\/reference\/javascript\/introduction$/)
})
