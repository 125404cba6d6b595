import { useMutation } from '@tanstack/react-query'

import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { SampleDataAnswer, SampleDataRequest } from '@/lib/ai/sample-data'

import { callAiHelper } from './helper-fetch'

export type SampleRowsGenerateVariables = SampleDataRequest
export type SampleRowsGenerateData = SampleDataAnswer

/** Asks the AI data generator for rows that fit the described table (nothing is written yet). */
export async function generateSampleRows(variables: SampleRowsGenerateVariables): Promise<SampleRowsGenerateData> {
  const answer = await callAiHelper('POST /api/ai/data-generator', variables)
  if (!Array.isArray(answer.rows)) throw new Error('The AI data generator answered without rows')
  return { rows: answer.rows }
}

export function useSampleRowsGenerateMutation(
  options: UseCustomMutationOptions<SampleRowsGenerateData, Error, SampleRowsGenerateVariables> = {}
) {
  return useMutation<SampleRowsGenerateData, Error, SampleRowsGenerateVariables>({ mutationFn: generateSampleRows, ...options })
}
