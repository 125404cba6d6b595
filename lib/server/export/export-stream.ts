import 'server-only'

import type { QueryResult } from '@/lib/server/db/database'
import { csvLine, csvRows, jsonRows, type ExportFormat } from '@/lib/sql/result-export'

import type { ExportCursor } from './export-cursor'

/** Rows per FETCH: big enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 5000

function uniqueColumns(result: QueryResult): string[] {
  return [...new Set(result.fields.map((field) => field.name))]
}

/**
 * Streams every row of an open cursor as CSV (header line first) or as one JSON array, a batch per
 * pull, so the consumer's pace (backpressure) decides how fast rows are read. `firstBatch` was
 * fetched before the response started, so errors in it could still be answered as JSON.
 */
export function createExportStream(
  cursor: ExportCursor,
  format: ExportFormat,
  firstBatch: QueryResult,
  batchSize = EXPORT_BATCH_SIZE
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const columns = uniqueColumns(firstBatch)
  let pending: QueryResult | null = firstBatch
  let hasRows = false
  let isDone = false

  const encodeBatch = (result: QueryResult): string => {
    if (format === 'csv') return csvRows(columns, result.rows)
    const text = jsonRows(result.rows, !hasRows)
    hasRows ||= result.rows.length > 0
    return text
  }

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(format === 'csv' ? csvLine(columns) : '[\n'))
      },
      async pull(controller) {
        if (isDone) return
        try {
          const batch = pending ?? (await cursor.fetch(batchSize))
          pending = null
          const text = encodeBatch(batch)
          if (text) controller.enqueue(encoder.encode(text))
          if (batch.rows.length < batchSize) {
            isDone = true
            if (format === 'json') controller.enqueue(encoder.encode(hasRows ? '\n]\n' : ']\n'))
            await cursor.close()
            controller.close()
          }
        } catch (error) {
          isDone = true
          await cursor.close()
          controller.error(error)
        }
      },
      async cancel() {
        // The browser stopped the download: release the cursor and its connection.
        isDone = true
        await cursor.close()
      },
    },
    { highWaterMark: 1 }
  )
}
