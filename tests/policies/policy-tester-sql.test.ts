import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildPolicyTestSql, missingGrantHint } from '@/lib/policies/policy-test-sql'

import { createTestDatabase } from '../table-editor/pglite'

let db: PGlite
beforeAll(async () => {
  db = await createTestDatabase()
  await db.exec(`
    create role n28_reader;
    create table public.people (zeta text, id int, alpha text);
    insert into public.people values ('z', 1, 'a');
    grant select on public.people to n28_reader;
    create table public.secrets (id int);
  `)
}, 60_000)
afterAll(async () => db?.close())

describe('the policy tester', () => {
  it('returns rows with the columns in the table order', async () => {
    const sql = buildPolicyTestSql({ schema: 'public', table: 'people', role: 'n28_reader', claims: '' })
    const results = await db.exec(`begin;\n${sql}\nrollback;`)
    const rows = results.find((result) => result.fields.some((field) => field.name === 'row'))?.rows as { row: Record<string, unknown> }[]
    expect(Object.keys(rows[0].row)).toEqual(['zeta', 'id', 'alpha'])
  })

  it('names the missing GRANT on "permission denied"', async () => {
    const sql = buildPolicyTestSql({ schema: 'public', table: 'secrets', role: 'n28_reader', claims: '' })
    const failure = await db.exec(`begin;\n${sql}`).catch((error: Error) => error)
    await db.exec('rollback')
    expect(failure).toBeInstanceOf(Error)
    expect(missingGrantHint((failure as Error).message, { schema: 'public', table: 'secrets', role: 'n28_reader' })).toBe(
      'n28_reader has no SELECT privilege on the table, so its policies are never reached. Grant it with: grant select on public.secrets to n28_reader;'
    )
    expect(missingGrantHint('syntax error at or near "x"', { schema: 'public', table: 'secrets', role: 'anon' })).toBeNull()
  })
})
