'use client'

import { Sparkles } from 'lucide-react'
import { useState } from 'react'

import { AiHelperGate } from '@/components/project/ai-helpers/ai-helper-gate'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useLogQueryGenerateMutation } from '@/data/ai-helpers/log-query-generate-mutation'
import { LOG_DESCRIPTION_MAX } from '@/lib/ai/log-generator'
import { AI_LOG_GENERATOR_OPT_IN } from '@/lib/ai/opt-in'
import type { LogSourceReference } from '@/lib/catalog/log-sources'

/** The AI log generator: a described search becomes a logs query, placed in the query editor. */
export function LogQueryGenerator({
  projectRef,
  source,
  onGenerated,
}: {
  projectRef: string
  source: LogSourceReference
  onGenerated: (sql: string) => void
}) {
  const [description, setDescription] = useState('')
  const generate = useLogQueryGenerateMutation()

  return (
    <AiHelperGate projectRef={projectRef} feature={AI_LOG_GENERATOR_OPT_IN}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (!description.trim()) return
          generate.mutate({ projectRef, source, description: description.trim() }, { onSuccess: (answer) => onGenerated(answer.sql) })
        }}
      >
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium text-muted">
          Describe the logs to find
          <Input
            value={description}
            maxLength={LOG_DESCRIPTION_MAX}
            placeholder="e.g. failed sign-ins from the last requests"
            onChange={(event) => setDescription(event.target.value)}
            className="h-8"
          />
        </label>
        <Button
          type="submit"
          size="small"
          variant="outline"
          loading={generate.isPending}
          disabled={!description.trim()}
          icon={<Sparkles aria-hidden="true" className="size-3.5" />}
        >
          Generate query
        </Button>
        {generate.error && (
          <p role="alert" className="w-full text-sm text-destructive">
            {generate.error.message}
          </p>
        )}
      </form>
    </AiHelperGate>
  )
}
