import { FILTER_OPERATORS, type Filter, type FilterOperator, type Sort } from './types'

/**
 * Sort and filter live in the URL: `?sort=col:asc&filter=col:eq:value` (each repeatable). Inside a
 * column name, "%" and ":" are written %25 and %3A so any name round-trips; the value is everything
 * after the operator, verbatim.
 */
export const SORT_PARAM = 'sort'
export const FILTER_PARAM = 'filter'

function encodeColumn(column: string): string {
  return column.replaceAll('%', '%25').replaceAll(':', '%3A')
}

function decodeColumn(column: string): string {
  return column.replace(/%(25|3A)/gi, (match) => (match === '%25' ? '%' : ':'))
}

export function serializeSort({ column, direction }: Sort): string {
  return `${encodeColumn(column)}:${direction}`
}

export function parseSort(text: string): Sort | null {
  const separator = text.lastIndexOf(':')
  if (separator <= 0) return null
  const direction = text.slice(separator + 1)
  if (direction !== 'asc' && direction !== 'desc') return null
  return { column: decodeColumn(text.slice(0, separator)), direction }
}

export function serializeFilter({ column, operator, value }: Filter): string {
  return `${encodeColumn(column)}:${operator}:${value}`
}

export function parseFilter(text: string): Filter | null {
  const first = text.indexOf(':')
  if (first <= 0) return null
  const second = text.indexOf(':', first + 1)
  if (second < 0) return null
  const operator = text.slice(first + 1, second)
  if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) return null
  return { column: decodeColumn(text.slice(0, first)), operator: operator as FilterOperator, value: text.slice(second + 1) }
}

export interface TableUrlState {
  sorts: Sort[]
  filters: Filter[]
}

/** Reads the sorts and filters of a URL query, skipping malformed entries. */
export function readTableUrlState(params: URLSearchParams): TableUrlState {
  return {
    sorts: params
      .getAll(SORT_PARAM)
      .map(parseSort)
      .filter((sort): sort is Sort => sort !== null),
    filters: params
      .getAll(FILTER_PARAM)
      .map(parseFilter)
      .filter((filter): filter is Filter => filter !== null),
  }
}

/** A copy of `params` whose sort and filter entries are replaced by `state` (other parameters kept). */
export function writeTableUrlState(params: URLSearchParams, state: TableUrlState): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete(SORT_PARAM)
  next.delete(FILTER_PARAM)
  for (const sort of state.sorts) next.append(SORT_PARAM, serializeSort(sort))
  for (const filter of state.filters) next.append(FILTER_PARAM, serializeFilter(filter))
  return next
}
