'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import type { TableRowsExportVariables } from '@/data/table-rows/table-rows-export'
import { useConfig } from '@/lib/config/use-config'
import type { ExportFormat } from '@/lib/sql/result-export'
import { formatRowCount } from '@/lib/table-editor/format-rows'
import { toast } from '@/lib/ui/toast'

/**
 * The table editor's Export: the export code loads on the click, and while it runs `progress` says what
 * it has done so far (the platform's pages read), shown beside the buttons.
 */
export function useTableExport(variables: Omit<TableRowsExportVariables, 'format'>) {
  const { isPlatform, platformApiUrl } = useConfig()
  const client = useQueryClient()
  const [progress, setProgress] = useState<string | null>(null)

  const start = async (format: ExportFormat) => {
    setProgress(`Exporting ${format.toUpperCase()}…`)
    try {
      const { runTableExport } = await import('./table-export-action')
      const outcome = await runTableExport(
        { ...variables, format },
        {
          isPlatform,
          platformApiUrl,
          client,
          onProgress: (count) => setProgress(`Exporting ${format.toUpperCase()}: ${formatRowCount(count)} read`),
        }
      )
      toast.success(outcome === 'streaming' ? `Exporting ${format.toUpperCase()}: the download starts as rows arrive` : 'Export downloaded')
    } catch (error) {
      toast.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setProgress(null)
    }
  }

  return { progress, start }
}
