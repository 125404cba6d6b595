import { describe, expect, it } from 'vitest'

import { buildTopQueriesSql } from '@/lib/advisors/query-performance-sql'
import { buildPrivilegeChangeSql, type PrivilegeChange } from '@/lib/column-privileges/privileges-sql'
import { buildCronJobActiveSql } from '@/lib/cron/cron-sql'
import { describeTriggerType, parseTriggerArguments, webhookTarget } from '@/lib/database-hooks/triggers-sql'
import { extensionAvailability, extensionSchema, extensionsPageUrl } from '@/lib/database-pages/extension-status'
import { buildGraphqlResolveSql, parseGraphqlVariables } from '@/lib/graphql/graphql-sql'
import { buildRevealSecretSql } from '@/lib/vault/vault-sql'
import { displayOptions } from '@/lib/wrappers/wrappers-sql'

const change = (overrides: Partial<PrivilegeChange>): PrivilegeChange => ({
  schema: 'public',
  table: 'todos',
  role: 'anon',
  privilege: 'SELECT',
  column: 'title',
  isGranted: true,
  isTableLevel: false,
  allColumns: ['id', 'title', 'done'],
  ...overrides,
})

describe('column privilege statements', () => {
  it('grants and revokes one column, quoting every name', () => {
    expect(buildPrivilegeChangeSql(change({}))).toBe('grant select ("title") on table "public"."todos" to "anon";')
    expect(buildPrivilegeChangeSql(change({ isGranted: false, privilege: 'UPDATE' }))).toBe(
      'revoke update ("title") on table "public"."todos" from "anon";'
    )
    expect(buildPrivilegeChangeSql(change({ schema: 'my"s', table: "it's", role: 'We"ird', column: 'a"b' }))).toBe(
      'grant select ("a""b") on table "my""s"."it\'s" to "We""ird";'
    )
  })

  it('narrows a table-level grant to the other columns in one transaction', () => {
    expect(buildPrivilegeChangeSql(change({ isGranted: false, isTableLevel: true }))).toBe(
      'begin;\nrevoke select on table "public"."todos" from "anon";\ngrant select ("id", "done") on table "public"."todos" to "anon";\ncommit;'
    )
    expect(buildPrivilegeChangeSql(change({ isGranted: false, isTableLevel: true, allColumns: ['title'] }))).toBe(
      'begin;\nrevoke select on table "public"."todos" from "anon";\ncommit;'
    )
  })

  it('refuses privileges outside SELECT, INSERT and UPDATE', () => {
    expect(() => buildPrivilegeChangeSql(change({ privilege: 'DELETE' as never }))).toThrow('Unsupported privilege')
  })
})

describe('vault, cron, graphql and advisor statements', () => {
  it('reveals a secret by uuid only', () => {
    expect(buildRevealSecretSql('6f1c9a8e-0c1b-4c1e-9a55-0a1b2c3d4e5f')).toBe(
      "select decrypted_secret from vault.decrypted_secrets where id = '6f1c9a8e-0c1b-4c1e-9a55-0a1b2c3d4e5f'::uuid"
    )
    expect(() => buildRevealSecretSql("x' or true --")).toThrow('Invalid secret id')
  })

  it('toggles cron jobs by numeric id', () => {
    expect(buildCronJobActiveSql(7, false)).toBe('select cron.alter_job(job_id := 7, active := false)')
    expect(() => buildCronJobActiveSql(Number.NaN, true)).toThrow('Invalid cron job id')
  })

  it('passes GraphQL text and variables as literals', () => {
    expect(buildGraphqlResolveSql("{ todos(filter: \"it's\") }", { first: 1 }, 'Todos')).toBe(
      `select graphql.resolve('{ todos(filter: "it''s") }', '{"first":1}'::jsonb, 'Todos') as result`
    )
    expect(buildGraphqlResolveSql('{ a }')).toContain("'{}'::jsonb, null::text")
    expect(() => buildGraphqlResolveSql('  ')).toThrow('Write a GraphQL query first')
    expect(parseGraphqlVariables('')).toEqual({})
    expect(() => parseGraphqlVariables('[1]')).toThrow('Variables must be a JSON object')
    expect(() => parseGraphqlVariables('{')).toThrow('Variables are not valid JSON')
  })

  it('reads pg_stat_statements from the extension schema', () => {
    expect(buildTopQueriesSql('extensions', 5)).toContain('from "extensions".pg_stat_statements s')
    expect(buildTopQueriesSql('extensions', 5)).toMatch(/limit 5$/)
  })
})

describe('catalogue readings', () => {
  it('describes trigger types from their bits', () => {
    // ROW | INSERT | UPDATE, after
    expect(describeTriggerType(1 | 4 | 16)).toEqual({ timing: 'AFTER', events: ['INSERT', 'UPDATE'], orientation: 'ROW' })
    expect(describeTriggerType(2 | 8)).toEqual({ timing: 'BEFORE', events: ['DELETE'], orientation: 'STATEMENT' })
    expect(describeTriggerType(1 | 64 | 4).timing).toBe('INSTEAD OF')
  })

  it('splits escaped trigger arguments and finds a webhook target', () => {
    expect(parseTriggerArguments('https://x.test/hook\\000POST\\000{}\\000a\\\\b\\000')).toEqual([
      'https://x.test/hook',
      'POST',
      '{}',
      'a\\b',
    ])
    expect(parseTriggerArguments(null)).toEqual([])
    const args = 'https://x.test/hook\\000PUT\\000'
    expect(webhookTarget({ function_schema: 'supabase_functions', function_name: 'http_request', arguments: args })).toEqual({
      url: 'https://x.test/hook',
      method: 'PUT',
    })
    expect(webhookTarget({ function_schema: 'public', function_name: 'notify', arguments: args })).toBeNull()
  })

  it('hides credential options of foreign servers', () => {
    expect(displayOptions(['host=db.test', 'password=hunter2', 'api_key=k', 'flag'])).toEqual([
      'host=db.test',
      'password=••••••',
      'api_key=••••••',
      'flag',
    ])
  })

  it('tells installed, installable and missing extensions apart', () => {
    const extensions = [
      { name: 'pg_cron', schema: 'pg_catalog', default_version: '1.6', installed_version: '1.6', comment: null },
      { name: 'pg_net', schema: null, default_version: '0.8', installed_version: null, comment: null },
    ]
    expect(extensionAvailability(extensions, 'pg_cron')).toBe('installed')
    expect(extensionAvailability(extensions, 'pg_net')).toBe('available')
    expect(extensionAvailability(extensions, 'pg_graphql')).toBe('unavailable')
    expect(extensionSchema(extensions, 'pg_cron')).toBe('pg_catalog')
    expect(extensionSchema(extensions, 'pg_net')).toBeNull()
    expect(extensionsPageUrl('abc')).toBe('/project/abc/database/extensions')
  })

})
