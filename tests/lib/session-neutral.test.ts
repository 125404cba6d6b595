import { describe, expect, it } from 'vitest'

import { isSessionNeutralSql } from '@/lib/sql/session-neutral'

describe('isSessionNeutralSql (which SQL may skip the session reset)', () => {
  it.each([
    'select 1',
    'SELECT 1;',
    "select 1 as one, 'two' as \"Two\", 3.5e2 three -- a comment",
    "select (1 + 2) * 3 = 9 and not false, null is null, 'a' || 'b'",
    "select '{\"a\":1}'::jsonb as doc, '42'::int8",
    'select 1; select 2',
    '/* probe */ select 1',
  ])('is neutral: %s', (sql) => {
    expect(isSessionNeutralSql(sql)).toBe(true)
  })

  it.each([
    "set search_path = 'x'",
    "select set_config('search_path', 'x', false)",
    'select 1; set role anon',
    'select * from public.notes',
    'select 1 into temp t',
    'select 1 from pg_class',
    'select now()',
    "select 'x'::my_domain",
    "select e'\\'' , 1",
    "select date '2020-01-01'",
    'prepare p as select 1',
    'declare c cursor with hold for select 1',
    'listen channel',
    'begin; select 1',
    'select $$a$$',
    'select 1 /* ; set role anon */ + 1; set role anon',
    'do $$ begin perform 1; end $$',
    'select pg_advisory_lock(1)',
    "select nextval('s')",
    'select 1::int[]',
  ])('needs the reset: %s', (sql) => {
    expect(isSessionNeutralSql(sql)).toBe(false)
  })
})
