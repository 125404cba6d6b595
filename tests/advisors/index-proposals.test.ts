import { describe, expect, it } from 'vitest'

import { buildIndexAdviceSql, proposeIndexes, readIndexAdvice } from '@/lib/advisors/index-proposals'
import { checkSelectStatement, columnUses, parameterCount, tableReferences, tokenize } from '@/lib/advisors/statement-predicates'
import { concurrentIndexStatement } from '@/lib/sql/transaction'

const columnsOf = (sql: string) => {
  const result = proposeIndexes(sql)
  if (!result.ok) throw new Error(result.reason)
  return result.proposals.map((proposal) => `${proposal.schema ? `${proposal.schema}.` : ''}${proposal.table}(${proposal.columns.join(',')})`)
}

describe('reading a statement’s predicates', () => {
  it('finds the tables of FROM and JOIN with their aliases', () => {
    const tokens = tokenize('select * from shop.orders o, items join "Customers" as c on c.id = o.customer_id where true')
    expect(tableReferences(tokens)).toEqual([
      { schema: 'shop', name: 'orders', alias: 'o' },
      { schema: null, name: 'items', alias: null },
      { schema: null, name: 'Customers', alias: 'c' },
    ])
  })

  it('tells equality, range and sort columns apart, either side of the operator', () => {
    const tokens = tokenize('select * from t where a = $1 and $2 < b and c in ($3, $4) and d between $5 and $6 and e like $7 and f is null order by g desc, h')
    expect(columnUses(tokens).map((use) => `${use.column}:${use.kind}`)).toEqual([
      'a:equality',
      'b:range',
      'c:equality',
      'd:range',
      'e:range',
      'f:equality',
      'g:order',
      'h:order',
    ])
  })

  it('skips function calls, casts, string contents and comments', () => {
    const tokens = tokenize("select * from t -- where x = 1\nwhere lower(name) = $1::text and note = 'where y = 2' /* and z = 3 */")
    expect(columnUses(tokens).map((use) => use.column)).toEqual(['note'])
  })

  it('counts the $n parameters the plan needs', () => {
    expect(parameterCount(tokenize('select * from t where a = $1 and b = $3 limit $2'))).toBe(3)
    expect(parameterCount(tokenize("select * from t where a = '$9'"))).toBe(0)
  })

  it('refuses what cannot be explained safely, with the reason', () => {
    expect(checkSelectStatement('update t set a = 1 where id = $1')).toMatchObject({ ok: false, reason: expect.stringMatching(/Only SELECT statements/) })
    expect(checkSelectStatement('with gone as (delete from t returning *) select * from gone')).toMatchObject({ ok: false, reason: expect.stringMatching(/writes data/) })
    expect(checkSelectStatement('select 1; drop table t')).toMatchObject({ ok: false, reason: 'Only a single statement can be analysed.' })
    expect(checkSelectStatement('  ')).toMatchObject({ ok: false, reason: 'The statement is empty.' })
    expect(checkSelectStatement('select * from t where a = $1;').ok).toBe(true)
  })
})

describe('proposing indexes', () => {
  it('leads with the equality columns, then the sort or the range', () => {
    expect(columnsOf('select * from app.orders where customer_id = $1 and status = $2 order by created_at desc limit $3')).toEqual([
      'app.orders(customer_id,status,created_at)',
      'app.orders(customer_id,status)',
      'app.orders(customer_id)',
      'app.orders(status)',
      'app.orders(created_at)',
    ])
    expect(columnsOf('select * from events where kind = $1 and at >= $2')).toEqual(['events(kind,at)', 'events(kind)', 'events(at)'])
  })

  it('puts a qualified column on its table and an unqualified one on every table of a join', () => {
    expect(columnsOf('select o.id from orders o join customers c on c.id = o.customer_id where c.region = $1')).toEqual([
      'orders(customer_id)',
      'customers(id,region)',
      'customers(id)',
      'customers(region)',
    ])
    expect(columnsOf('select * from a join b using (k) where flag = $1')).toEqual(['a(flag)', 'b(flag)'])
  })

  it('quotes the names in the hypothetical and the concurrent statements', () => {
    const result = proposeIndexes('select * from "My Schema"."Odd""Table" where "Col" = $1')
    expect(result).toMatchObject({
      ok: true,
      parameterCount: 1,
      proposals: [{ hypotheticalSql: 'create index on "My Schema"."Odd""Table" ("Col")', createSql: 'create index concurrently on "My Schema"."Odd""Table" ("Col")' }],
    })
  })

  it('explains when nothing can be proposed', () => {
    expect(proposeIndexes('select now()')).toMatchObject({ ok: false, reason: 'This statement reads no table, so no index can help it.' })
    expect(proposeIndexes('select count(*) from t')).toMatchObject({ ok: false, reason: expect.stringMatching(/neither filters, joins nor sorts/) })
    expect(proposeIndexes('BEGIN')).toMatchObject({ ok: false, reason: expect.stringMatching(/Only SELECT statements/) })
  })
})

describe('the advice request and its answer', () => {
  it('plans a generic plan with nulls for the parameters, and resets hypopg after each candidate and on failure', () => {
    const proposed = proposeIndexes("select * from t where a = $1 and b = $2 and c = '$index_advice$'")
    if (!proposed.ok) throw new Error(proposed.reason)
    const sql = buildIndexAdviceSql('ext', "select * from t where a = $1 and b = $2 and c = '$index_advice$'", proposed.parameterCount, proposed.proposals)
    expect(sql).toContain("set_config('plan_cache_mode', 'force_generic_plan', true)")
    expect(sql).toContain('execute dashboard_index_advice_statement(null, null)')
    expect(sql.match(/"ext"\.hypopg_reset\(\)/g)).toHaveLength(2)
    // The statement's own text cannot end the DO block early.
    expect(sql).toContain('do $index_advice_1$')
    expect(sql.trim().split('\n').pop()).toMatch(/^select candidate, .* from dashboard_index_advice order by candidate nulls first;$/)
  })

  it('reads the costs back, cheapest first, and counts candidates Postgres refused', () => {
    const proposed = proposeIndexes('select * from t where a = $1 order by b')
    if (!proposed.ok) throw new Error(proposed.reason)
    const advice = readIndexAdvice(
      [
        { candidate: null, total_cost: 4538.04, error: null },
        { candidate: 1, total_cost: 77.59, error: null },
        { candidate: 2, total_cost: 605.4, error: null },
        { candidate: 3, total_cost: null, error: 'hypopg: column "b" does not exist' },
      ],
      proposed.proposals
    )
    expect(advice).toMatchObject({ ok: true, costBefore: 4538.04, unusable: 1 })
    if (!advice.ok) return
    expect(advice.candidates.map((candidate) => [candidate.proposal.columns, candidate.costAfter])).toEqual([
      [['a', 'b'], 77.59],
      [['a'], 605.4],
    ])
    expect(readIndexAdvice([{ candidate: null, total_cost: null, error: 'could not determine data type of parameter $1' }], proposed.proposals)).toEqual({
      ok: false,
      reason: 'Postgres could not plan this statement: could not determine data type of parameter $1',
    })
  })

  it('lets only one CREATE INDEX CONCURRENTLY past the transaction rule', () => {
    expect(concurrentIndexStatement('create index concurrently on "t" ("a");')).toBe('create index concurrently on "t" ("a");')
    expect(() => concurrentIndexStatement('create index on t (a)')).toThrow('Only CREATE INDEX CONCURRENTLY runs outside a transaction')
    expect(() => concurrentIndexStatement('create index concurrently on t (a); drop table t')).toThrow('one statement only')
  })
})
