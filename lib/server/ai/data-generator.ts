import 'server-only'

import { generateObject, type LanguageModel } from 'ai'
import { z } from 'zod'

import { AI_DATA_GENERATOR_OPT_IN } from '@/lib/ai/opt-in'
import { REFERENCE_VALUES_LIMIT, SAMPLE_ROWS_MAX, SAMPLE_ROWS_MIN, type SampleDataAnswer, type SampleDataColumn, type SampleDataRequest } from '@/lib/ai/sample-data'
import { parseWith } from '@/lib/server/http/read-body'

import type { AiHelper } from './helper-request'

const name = z.string().min(1).max(63)

const requestSchema = z.object({
  projectRef: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be a project ref' }),
  schema: name,
  table: name,
  columns: z
    .array(
      z.object({
        name,
        type: z.string().min(1).max(200),
        isNullable: z.boolean(),
        isUnique: z.boolean(),
        isPrimaryKey: z.boolean(),
        enums: z.array(z.string().max(200)).max(200),
        check: z.string().max(2_000).nullable(),
        references: z.string().max(200).nullable(),
        referenceValues: z.array(z.string().max(200)).max(REFERENCE_VALUES_LIMIT).optional(),
      })
    )
    .max(200),
  count: z.number().int().min(SAMPLE_ROWS_MIN).max(SAMPLE_ROWS_MAX),
  hint: z.string().max(1_000).optional(),
})

function describeColumn(column: SampleDataColumn): string {
  const facts = [column.type, column.isNullable ? 'nullable' : 'not null']
  if (column.isPrimaryKey) facts.push('primary key')
  else if (column.isUnique) facts.push('unique')
  if (column.enums.length > 0) facts.push(`one of ${column.enums.map((value) => JSON.stringify(value)).join(', ')}`)
  if (column.check) facts.push(`check ${column.check}`)
  if (column.references) {
    const values = column.referenceValues ?? []
    facts.push(
      values.length > 0
        ? `references ${column.references}, whose existing values are ${values.map((value) => JSON.stringify(value)).join(', ')} (use only these)`
        : `references ${column.references}`
    )
  }
  return `- ${column.name}: ${facts.join(', ')}`
}

const SYSTEM = [
  'You generate realistic sample rows for a PostgreSQL table.',
  'Every value is text as PostgreSQL accepts it for the column type (ISO 8601 for dates and times, JSON text for json and jsonb, a JSON array for array types, true or false for booleans), or null where the column is nullable.',
  'Respect every constraint: primary key and unique values differ between rows, enum values are taken from the list, check constraints hold, foreign keys point at values likely to exist in the referenced table.',
  'Answer only with the JSON object asked for.',
].join('\n')

export function dataGeneratorPrompt(input: SampleDataRequest): string {
  return [
    `Table ${input.schema}.${input.table}; give each row these columns:`,
    ...input.columns.map(describeColumn),
    `Generate ${input.count} rows.`,
    ...(input.hint?.trim() ? [`The rows should be about: ${input.hint.trim()}`] : []),
  ].join('\n')
}

/** The answer's shape, column by column, so the provider's structured output names every column. */
function answerSchema(columns: readonly SampleDataColumn[]) {
  const row = z.object(Object.fromEntries(columns.map((column) => [column.name, column.isNullable ? z.string().nullable() : z.string()])))
  return z.object({ rows: z.array(row) })
}

export const dataGeneratorHelper: AiHelper<SampleDataRequest> = {
  feature: AI_DATA_GENERATOR_OPT_IN,
  parse: (body) => parseWith(requestSchema, body),
  answer: async (input: SampleDataRequest, model: LanguageModel, signal: AbortSignal): Promise<SampleDataAnswer> => {
    const { object } = await generateObject({
      model,
      schema: answerSchema(input.columns),
      schemaName: 'sample_rows',
      system: SYSTEM,
      prompt: dataGeneratorPrompt(input),
      abortSignal: signal,
      // One retry for a passing failure; the user is waiting on the dialog.
      maxRetries: 1,
    })
    return { rows: (object.rows as SampleDataAnswer['rows']).slice(0, input.count) }
  },
}
