import { quoteIdent, quoteLiteral } from '@/lib/sql/quote'

import { checkSelectStatement, columnUses, parameterCount, tableReferences, type ColumnUse, type TableReference } from './statement-predicates'

/**
 * The index advisor's proposals for one statement: indexes on the columns it filters, joins and sorts
 * on, each to be planned by Postgres as a hypopg hypothetical index. The proposals are only guesses;
 * the estimated costs before and after, from the planner itself, say which one helps.
 */

export interface IndexProposal {
  /** The table as the statement names it (schema only when the statement gives one). */
  schema: string | null
  table: string
  columns: string[]
  /** What hypopg plans: a plain CREATE INDEX, never run. */
  hypotheticalSql: string
  /** What the user may create: CONCURRENTLY, so writes to the table go on while it builds. */
  createSql: string
}

export type IndexProposals = { ok: true; proposals: IndexProposal[]; parameterCount: number } | { ok: false; reason: string }

/** At most this many hypothetical indexes per statement: each costs a planning round. */
export const MAX_PROPOSALS = 8

export function tableSql(schema: string | null, table: string): string {
  return schema ? `${quoteIdent(schema)}.${quoteIdent(table)}` : quoteIdent(table)
}

function proposal(reference: TableReference, columns: string[]): IndexProposal {
  const target = `${tableSql(reference.schema, reference.name)} (${columns.map(quoteIdent).join(', ')})`
  return {
    schema: reference.schema,
    table: reference.name,
    columns,
    hypotheticalSql: `create index on ${target}`,
    createSql: `create index concurrently on ${target}`,
  }
}

function tablesOf(use: ColumnUse, tables: readonly TableReference[]): TableReference[] {
  if (use.qualifier) return tables.filter((table) => table.alias === use.qualifier || (!table.alias && table.name === use.qualifier))
  // An unqualified column of a join may belong to any of its tables: the planner turns down the wrong ones.
  return [...tables]
}

const unique = (values: readonly string[]) => [...new Set(values)]

/** Candidate column lists for one table, best guesses first: equality columns lead an index, then a range or the sort. */
function columnLists(uses: readonly ColumnUse[]): string[][] {
  const of = (kind: ColumnUse['kind']) => unique(uses.filter((use) => use.kind === kind).map((use) => use.column))
  const equality = of('equality')
  const range = of('range').filter((column) => !equality.includes(column))
  const order = of('order').filter((column) => !equality.includes(column))
  const lists: string[][] = []
  if (equality.length > 0 && order.length > 0) lists.push([...equality, ...order])
  if (equality.length > 0 && range.length > 0) lists.push([...equality, range[0]])
  if (equality.length > 1) lists.push(equality)
  for (const column of unique([...equality, ...range, ...order])) lists.push([column])
  return lists
}

export function proposeIndexes(statement: string): IndexProposals {
  const check = checkSelectStatement(statement)
  if (!check.ok) return check
  const tables = tableReferences(check.tokens)
  if (tables.length === 0)
    return {
      ok: false,
      reason: 'This statement reads no table, so no index can help it.',
    }
  const uses = columnUses(check.tokens)
  const proposals: IndexProposal[] = []
  const seen = new Set<string>()
  for (const table of tables) {
    const own = uses.filter((use) => tablesOf(use, tables).includes(table))
    for (const columns of columnLists(own)) {
      const candidate = proposal(table, columns)
      if (seen.has(candidate.hypotheticalSql)) continue
      seen.add(candidate.hypotheticalSql)
      proposals.push(candidate)
    }
  }
  if (proposals.length === 0) {
    return {
      ok: false,
      reason: 'This statement neither filters, joins nor sorts on a column, so no index can help it.',
    }
  }
  return {
    ok: true,
    proposals: proposals.slice(0, MAX_PROPOSALS),
    parameterCount: parameterCount(check.tokens),
  }
}

const PREPARED_NAME = 'dashboard_index_advice_statement'
const RESULTS_TABLE = 'dashboard_index_advice'

function dollarTag(body: string): string {
  for (let n = 0; ; n++) {
    const tag = n === 0 ? '$index_advice$' : `$index_advice_${n}$`
    if (!body.includes(tag)) return tag
  }
}

/**
 * One request that plans the statement without and with each proposed index and leaves nothing
 * behind: hypothetical indexes live in the backend's memory, outside any transaction, and a pooled
 * connection outlives the request, so hypopg_reset() runs after every candidate and on any failure.
 * `$n` parameters are planned as a generic plan (PREPARE with plan_cache_mode=force_generic_plan,
 * then EXPLAIN EXECUTE with nulls), which works from PostgreSQL 12 on, unlike EXPLAIN (GENERIC_PLAN)
 * of 16. The statement is prepared again for each candidate: a cached plan would not see a new
 * hypothetical index. Rows: the baseline (candidate null), then each candidate's cost or error.
 */
export function buildIndexAdviceSql(hypopgSchema: string, statement: string, parameters: number, proposals: readonly IndexProposal[]): string {
  const hypopg = quoteIdent(hypopgSchema)
  const args = parameters > 0 ? `(${Array.from({ length: parameters }, () => 'null').join(', ')})` : ''
  const body = `
declare
  plan json;
  candidate int;
  candidates text[] := array[${proposals.map((item) => quoteLiteral(item.hypotheticalSql)).join(', ')}]::text[];
  statement text := ${quoteLiteral(statement.trim().replace(/;+\s*$/, ''))};
begin
  perform set_config('plan_cache_mode', 'force_generic_plan', true);
  begin
    execute 'prepare ${PREPARED_NAME} as ' || statement;
    execute 'explain (format json) execute ${PREPARED_NAME}${args}' into plan;
    deallocate ${PREPARED_NAME};
    insert into ${RESULTS_TABLE} values (null, plan, null);
  exception when others then
    insert into ${RESULTS_TABLE} values (null, null, sqlerrm);
    return;
  end;
  for candidate in 1 .. coalesce(array_length(candidates, 1), 0) loop
    begin
      perform ${hypopg}.hypopg_create_index(candidates[candidate]);
      execute 'prepare ${PREPARED_NAME} as ' || statement;
      execute 'explain (format json) execute ${PREPARED_NAME}${args}' into plan;
      deallocate ${PREPARED_NAME};
      insert into ${RESULTS_TABLE} values (candidate, plan, null);
    exception when others then
      insert into ${RESULTS_TABLE} values (candidate, null, sqlerrm);
    end;
    if exists (select from pg_prepared_statements where name = '${PREPARED_NAME}') then
      deallocate ${PREPARED_NAME};
    end if;
    perform ${hypopg}.hypopg_reset();
  end loop;
exception when others then
  perform ${hypopg}.hypopg_reset();
  raise;
end
`
  const tag = dollarTag(body)
  return [
    `create temp table ${RESULTS_TABLE} (candidate int, plan json, error text) on commit drop;`,
    `do ${tag}${body}${tag};`,
    `select candidate, (plan -> 0 -> 'Plan' ->> 'Total Cost')::float8 as total_cost, error from ${RESULTS_TABLE} order by candidate nulls first;`,
  ].join('\n')
}

export interface IndexAdviceRow {
  candidate: number | null
  total_cost: number | null
  error: string | null
}

export interface CandidateCost {
  proposal: IndexProposal
  costAfter: number
}

export type IndexAdvice =
  | {
      ok: true
      costBefore: number
      candidates: CandidateCost[]
      unusable: number
    }
  | { ok: false; reason: string }

/** The costs read back, cheapest candidate first; candidates Postgres refused (a column of another table) are counted, not shown. */
export function readIndexAdvice(rows: readonly IndexAdviceRow[], proposals: readonly IndexProposal[]): IndexAdvice {
  const baseline = rows.find((row) => row.candidate === null)
  if (!baseline)
    return {
      ok: false,
      reason: 'Postgres returned no plan for this statement.',
    }
  if (baseline.error || baseline.total_cost === null) {
    return {
      ok: false,
      reason: `Postgres could not plan this statement: ${baseline.error ?? 'no cost in its plan'}`,
    }
  }
  const candidates: CandidateCost[] = []
  let unusable = 0
  for (const row of rows) {
    if (row.candidate === null) continue
    const proposal = proposals[row.candidate - 1]
    if (!proposal) continue
    if (row.error || row.total_cost === null) unusable++
    else candidates.push({ proposal, costAfter: Number(row.total_cost) })
  }
  candidates.sort((a, b) => a.costAfter - b.costAfter)
  return {
    ok: true,
    costBefore: Number(baseline.total_cost),
    candidates,
    unusable,
  }
}
