import { useMutation } from '@tanstack/react-query'

import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { LogQueryAnswer, LogQueryRequest } from '@/lib/ai/log-generator'

import { callAiHelper } from './helper-fetch'

export type LogQueryGenerateVariables = LogQueryRequest
export type LogQueryGenerateData = LogQueryAnswer

/** Asks the AI log generator to turn a described search into a logs query. */
export async function generateLogQuery(variables: LogQueryGenerateVariables): Promise<LogQueryGenerateData> {
  const answer = await callAiHelper('POST /api/ai/log-generator', variables)
  if (typeof answer.sql !== 'string' || !answer.sql) throw new Error('The AI log generator answered without a query')
  return { sql: answer.sql }
}

export function useLogQueryGenerateMutation(options: UseCustomMutationOptions<LogQueryGenerateData, Error, LogQueryGenerateVariables> = {}) {
  return useMutation<LogQueryGenerateData, Error, LogQueryGenerateVariables>({ mutationFn: generateLogQuery, ...options })
}
