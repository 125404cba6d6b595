import { describe, expect, it } from 'vitest'

import { buildScheduleCronJobSql, CRON_JOBS_SQL, EMPTY_CRON_JOB } from '@/lib/cron/cron-sql'
import { buildWebhookStatements, EMPTY_WEBHOOK } from '@/lib/database-hooks/webhook-sql'
import { inTransaction } from '@/lib/sql/transaction'
import { buildCreateSecretSql, VAULT_PRESENCE_SQL } from '@/lib/vault/vault-sql'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { connectionStringFor } from '@/mock-platform/seed-projects'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

const PG_META = `${MOCK_PLATFORM_API_URL}/pg-meta/${PRIMARY_PROJECT_REF}`
const CONNECTION = { 'x-connection-encrypted': connectionStringFor(PRIMARY_PROJECT_REF) }

async function query(sql: string) {
  const response = await fetch(`${PG_META}/query`, { method: 'POST', headers: { ...CONNECTION, 'content-type': 'application/json' }, body: JSON.stringify({ query: sql }) })
  return { status: response.status, body: (await response.json()) as unknown }
}

async function extensions() {
  return (await (await fetch(`${PG_META}/extensions`, { headers: CONNECTION })).json()) as { name: string; installed_version: string | null }[]
}

describe("the 'integrations' scenario's stand-ins for pg_cron, pg_net and Vault", { timeout: 60_000 }, () => {
  it('lists them as installed and runs the pages’ SQL against them', async () => {
    useMockPlatform('integrations')
    expect((await extensions()).filter((extension) => ['pg_cron', 'pg_net', 'supabase_vault'].includes(extension.name))).toEqual([
      expect.objectContaining({ name: 'pg_cron', installed_version: '1.6' }),
      expect.objectContaining({ name: 'pg_net', installed_version: '0.14.0' }),
      expect.objectContaining({ name: 'supabase_vault', installed_version: '0.3.1' }),
    ])

    expect((await query(inTransaction(buildScheduleCronJobSql({ ...EMPTY_CRON_JOB, name: 'nightly', sql: 'select 1' })))).status).toBe(200)
    expect((await query(CRON_JOBS_SQL)).body).toEqual([expect.objectContaining({ jobname: 'nightly', schedule: '0 3 * * *', active: true })])
    expect(await query("select cron.schedule('bad', '* * *', 'select 1')")).toMatchObject({ status: 400, body: { message: 'invalid schedule: * * *' } })

    const webhook = { ...EMPTY_WEBHOOK, name: 'todo_added', table: 'todos', url: 'https://hooks.test/todos' }
    expect((await query(inTransaction(buildWebhookStatements(webhook, 'http_request')))).status).toBe(200)
    await query("insert into public.todos (user_id, task) select id, 'Ship it' from public.profiles limit 1")
    expect((await query('select method, url, body->>\'type\' as type, body->\'record\'->>\'task\' as task from net.http_request_queue')).body).toEqual([
      { method: 'POST', url: 'https://hooks.test/todos', type: 'INSERT', task: 'Ship it' },
    ])

    expect((await query(VAULT_PRESENCE_SQL)).body).toEqual([{ has_vault: true, can_decrypt: true, can_write: true }])
    expect((await query(inTransaction(buildCreateSecretSql({ name: 'k', description: '', value: 'v' })))).status).toBe(200)
  })

  it('leaves none of them behind for the default scenario', async () => {
    useMockPlatform('default')
    expect((await extensions()).some((extension) => extension.name === 'pg_cron' && extension.installed_version)).toBe(false)
    expect((await query("select to_regclass('cron.job') is null as gone")).body).toEqual([{ gone: true }])
  })
})
