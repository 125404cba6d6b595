import { useMutation } from '@tanstack/react-query'

import type { PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import { referenceValuesSql, type SampleDataAnswer, type SampleDataReference, type SampleDataRequest } from '@/lib/ai/sample-data'

import { callAiHelper } from './helper-fetch'

export interface SampleRowsGenerateVariables extends SampleDataRequest {
  /** The foreign keys among the columns: their targets' existing values are read and shown to the provider. */
  references?: SampleDataReference[]
}
export type SampleRowsGenerateData = SampleDataAnswer

/**
 * Asks the AI data generator for rows that fit the described table (nothing is written yet). The
 * values foreign keys may take are read first, so generated rows point at rows that exist.
 */
export async function generateSampleRows(
  { references = [], ...request }: SampleRowsGenerateVariables,
  context: PgMetaContext
): Promise<SampleRowsGenerateData> {
  const valuesByColumn = new Map<string, string[]>()
  for (const reference of references) {
    const rows = await executeSql<{ value: string }>({ projectRef: request.projectRef, sql: referenceValuesSql(reference), queryKey: 'sample-data-references' }, context)
    valuesByColumn.set(reference.column, rows.map((row) => row.value))
  }
  const columns = request.columns.map((column) =>
    valuesByColumn.has(column.name) ? { ...column, referenceValues: valuesByColumn.get(column.name) } : column
  )
  const answer = await callAiHelper('POST /api/ai/data-generator', { ...request, columns }, context.signal)
  if (!Array.isArray(answer.rows)) throw new Error('The AI data generator answered without rows')
  return { rows: answer.rows }
}

export function useSampleRowsGenerateMutation(
  options: UseCustomMutationOptions<SampleRowsGenerateData, Error, SampleRowsGenerateVariables> = {}
) {
  return useMutation<SampleRowsGenerateData, Error, SampleRowsGenerateVariables>({ mutationFn: generateSampleRows, ...options })
}
