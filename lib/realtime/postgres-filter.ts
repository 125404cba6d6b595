/**
 * The row filter of a Postgres-changes subscription, in the realtime server's grammar
 * `column=op.value` (ops eq, neq, lt, lte, gt, gte, in; `in` takes `(a,b,c)`). Checked before
 * connecting so a typo gets a message instead of a silent subscription that never fires.
 */

export const FILTER_OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]

export interface PostgresFilter {
  column: string
  operator: FilterOperator
  /** One value, or the list of an `in` filter. */
  values: string[]
}

export type FilterParseResult = { ok: true; filter: PostgresFilter | null } | { ok: false; message: string }

const EXAMPLE = 'Write it as column=op.value, e.g. id=eq.42 or status=in.(new,open)'

/** An empty filter means every row (null). */
export function parsePostgresFilter(input: string): FilterParseResult {
  const text = input.trim()
  if (text === '') return { ok: true, filter: null }
  const equals = text.indexOf('=')
  if (equals < 1) return { ok: false, message: `The filter needs a column and an operator. ${EXAMPLE}.` }
  const column = text.slice(0, equals).trim()
  const rest = text.slice(equals + 1)
  const dot = rest.indexOf('.')
  const operator = (dot < 0 ? rest : rest.slice(0, dot)).trim()
  if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) {
    return { ok: false, message: `"${operator || rest}" is not a filter operator: use one of ${FILTER_OPERATORS.join(', ')}. ${EXAMPLE}.` }
  }
  if (dot < 0 || rest.slice(dot + 1).trim() === '') {
    return { ok: false, message: `The filter has no value after "${operator}.". ${EXAMPLE}.` }
  }
  const value = rest.slice(dot + 1).trim()
  if (operator === 'in') {
    const list = /^\((.*)\)$/.exec(value)
    const values = list ? list[1].split(',').map((item) => item.trim()) : []
    if (!list || values.some((item) => item === '')) {
      return { ok: false, message: 'An in filter takes a list in parentheses, e.g. status=in.(new,open).' }
    }
    return { ok: true, filter: { column, operator: 'in', values } }
  }
  return { ok: true, filter: { column, operator: operator as FilterOperator, values: [value] } }
}

function compare(left: unknown, right: string): number {
  const leftNumber = typeof left === 'number' ? left : Number(left)
  const rightNumber = Number(right)
  if (left !== null && left !== '' && right !== '' && Number.isFinite(leftNumber) && Number.isFinite(rightNumber)) {
    return leftNumber - rightNumber
  }
  return String(left).localeCompare(right)
}

/** Whether a row passes the filter, as the realtime server decides which changes to send. */
export function rowMatchesFilter(row: Record<string, unknown> | null | undefined, filter: PostgresFilter | null): boolean {
  if (!filter) return true
  if (!row || !(filter.column in row)) return false
  const value = row[filter.column]
  const [first] = filter.values
  switch (filter.operator) {
    case 'eq':
      return compare(value, first) === 0
    case 'neq':
      return compare(value, first) !== 0
    case 'lt':
      return compare(value, first) < 0
    case 'lte':
      return compare(value, first) <= 0
    case 'gt':
      return compare(value, first) > 0
    case 'gte':
      return compare(value, first) >= 0
    case 'in':
      return filter.values.some((item) => compare(value, item) === 0)
  }
}
