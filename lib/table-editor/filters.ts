import { quoteIdent, quoteLiteral } from '@/lib/sql/quote'
import type { Filter, FilterOperator } from './types'

export class FilterError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FilterError'
  }
}

/** How each operator reads in the filter editor. */
export const FILTER_OPERATOR_LABELS: Record<FilterOperator, string> = {
  eq: 'equals',
  neq: 'not equal',
  gt: 'greater than',
  gte: 'greater than or equal',
  lt: 'less than',
  lte: 'less than or equal',
  like: 'like',
  ilike: 'ilike (case-insensitive)',
  in: 'in (comma-separated)',
  is: 'is',
}

/** The values `is` accepts. */
export const IS_FILTER_VALUES = ['null', 'not null', 'true', 'false'] as const

const COMPARISON_SQL: Partial<Record<FilterOperator, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
}

/**
 * One filter as a boolean SQL expression. Values are untyped string constants, so Postgres reads
 * them as the column's own type; like/ilike compare the column's text form so they work on any type.
 */
export function buildFilterCondition({ column, operator, value }: Filter): string {
  const target = quoteIdent(column)
  const comparison = COMPARISON_SQL[operator]
  if (comparison) return `${target} ${comparison} ${quoteLiteral(value)}`
  switch (operator) {
    case 'like':
    case 'ilike':
      return `${target}::text ${operator} ${quoteLiteral(value)}`
    case 'in': {
      const items = value.split(',').map((item) => item.trim())
      if (items.length === 0 || items.every((item) => item === '')) {
        throw new FilterError(`The "in" filter on ${column} needs at least one value`)
      }
      return `${target} in (${items.map(quoteLiteral).join(', ')})`
    }
    case 'is': {
      const normalized = value.trim().toLowerCase()
      if (!(IS_FILTER_VALUES as readonly string[]).includes(normalized)) {
        throw new FilterError(`The "is" filter on ${column} accepts null, not null, true or false`)
      }
      return `${target} is ${normalized}`
    }
    default:
      throw new FilterError(`Unknown filter operator "${operator}"`)
  }
}

/** All filters joined with AND, or null when there are none. */
export function buildFiltersCondition(filters: readonly Filter[]): string | null {
  if (filters.length === 0) return null
  return filters.map((filter) => `(${buildFilterCondition(filter)})`).join(' and ')
}
