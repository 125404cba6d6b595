'use client'

import { useState } from 'react'

import { createCsvParser, CsvParseError, type CsvRecord } from '@/lib/csv/csv-parser'

/** Bytes read for the preview and the mapping: the header and the first rows, never the whole file. */
const PREVIEW_BYTES = 64 * 1024
export const PREVIEW_ROWS = 5
/** Rows a new table's column types are inferred from (those within the preview bytes). */
const SAMPLE_ROWS = 500

export interface CsvPreview {
  file: File
  headers: string[]
  rows: CsvRecord[]
  /** Up to 500 rows from the start of the file, for type inference. */
  sample: CsvRecord[]
}

/** Reads a chosen file's header and first rows (the rest is read by the import itself). */
export function useCsvPreview() {
  const [preview, setPreview] = useState<CsvPreview | null>(null)
  const [error, setError] = useState<string | null>(null)

  const choose = async (file: File | undefined) => {
    setPreview(null)
    setError(null)
    if (!file) return
    try {
      const text = await file.slice(0, PREVIEW_BYTES).text()
      const parser = createCsvParser()
      const records = parser.push(text)
      // A file shorter than the preview ends here; a longer one may stop mid-record (left out).
      if (file.size <= PREVIEW_BYTES) records.push(...parser.finish())
      const [header, ...rows] = records
      if (!header || header.fields.length === 0) {
        setError('The file has no header line')
        return
      }
      setPreview({ file, headers: header.fields.map((field, index) => field ?? `column ${index + 1}`), rows: rows.slice(0, PREVIEW_ROWS), sample: rows.slice(0, SAMPLE_ROWS) })
    } catch (caught) {
      setError(caught instanceof CsvParseError ? caught.message : 'The file could not be read as CSV')
    }
  }

  return { preview, error, choose }
}
