'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { generateTypescriptTypes } from '@/data/docs/typescript-types'
import { saveBlob } from '@/lib/storage/save-blob'

export const TYPES_FILE_NAME = 'database.types.ts'

/** Downloads the typed-client file generated from the live schema. */
export function GenerateTypesButton({ projectRef }: { projectRef: string }) {
  const [isBusy, setIsBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const handleClick = async () => {
    setIsBusy(true)
    setError(null)
    try {
      const types = await generateTypescriptTypes({ projectRef })
      saveBlob(new Blob([types], { type: 'text/typescript' }), TYPES_FILE_NAME)
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="outline" loading={isBusy} onClick={handleClick}>
        Generate types
      </Button>
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {`Failed to generate types: ${error}`}
        </p>
      )}
    </div>
  )
}
