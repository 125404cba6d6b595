import 'server-only'

import { generateObject, type LanguageModel } from 'ai'
import { z } from 'zod'

import { LOG_DESCRIPTION_MAX, normalizeGeneratedLogQuery, type LogQueryAnswer, type LogQueryRequest } from '@/lib/ai/log-generator'
import { AI_LOG_GENERATOR_OPT_IN } from '@/lib/ai/opt-in'
import { findLogSource, LOG_SOURCE_REFERENCES } from '@/lib/catalog/log-sources'
import { HttpError } from '@/lib/server/http/http-error'
import { parseWith } from '@/lib/server/http/read-body'

import type { AiHelper } from './helper-request'

const requestSchema = z.object({
  projectRef: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be a project ref' }),
  source: z.enum(LOG_SOURCE_REFERENCES),
  description: z.string().trim().min(1, { message: 'describe the logs to find' }).max(LOG_DESCRIPTION_MAX),
})

const SYSTEM = [
  "You write one logs query for a hosted Postgres platform's log explorer, in BigQuery standard SQL.",
  'Rules: read only from the given source table; select id, timestamp and event_message plus any fields the search needs;',
  'nested fields live in repeated records: unnest each record level once with cross join unnest(record) as alias, e.g.',
  'select id, timestamp, event_message, request.method from edge_logs cross join unnest(metadata) as metadata cross join unnest(metadata.request) as request where request.method = \'POST\'.',
  'Match text with regexp_contains(field, \'(?i)pattern\'). The time range is applied by the explorer: do not filter on timestamp unless the search asks for a time of day.',
  'Always end with order by timestamp desc limit 100 (or the limit asked for). No semicolon, one statement.',
].join('\n')

export function logGeneratorPrompt(input: LogQueryRequest): string {
  const source = findLogSource(input.source)
  const fields = (source?.fields ?? []).map((field) => `- ${field.path} (${field.type})`)
  return [`Source table: ${input.source}`, 'Fields (dotted paths are nested records):', ...fields, `Search: ${input.description}`].join('\n')
}

export const logGeneratorHelper: AiHelper<LogQueryRequest> = {
  feature: AI_LOG_GENERATOR_OPT_IN,
  parse: (body) => parseWith(requestSchema, body),
  answer: async (input: LogQueryRequest, model: LanguageModel, signal: AbortSignal): Promise<LogQueryAnswer> => {
    const { object } = await generateObject({
      model,
      schema: z.object({ sql: z.string() }),
      schemaName: 'logs_query',
      system: SYSTEM,
      prompt: logGeneratorPrompt(input),
      abortSignal: signal,
      // One retry for a passing failure; the user is waiting on the dialog.
      maxRetries: 1,
    })
    const sql = normalizeGeneratedLogQuery(object.sql)
    if (!sql) throw new HttpError(502, 'The AI provider answered something other than one logs query; try describing the search again')
    return { sql }
  },
}
