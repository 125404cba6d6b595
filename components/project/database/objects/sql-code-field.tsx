'use client'

import { useId } from 'react'

import { LazyCodeEditor } from '@/components/project/sql-editor/code-editor-lazy'
import { cn } from '@/lib/utils/cn'

const NO_DIAGNOSTICS: never[] = []
const ignore = () => undefined

/**
 * A labelled CodeMirror field for SQL (policy expressions, function bodies, hand-edited statements).
 * Uncontrolled like the editor itself: give it a new `key` to load another value (a template).
 */
export function SqlCodeField({
  label,
  initialValue,
  onChange,
  description,
  placeholder = 'Write SQL here',
  className,
}: {
  label: string
  initialValue: string
  onChange: (value: string) => void
  description?: string
  /** The field runs nothing itself, so its placeholder says what belongs in it (never "run with Ctrl+Enter"). */
  placeholder?: string
  className?: string
}) {
  const labelId = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-foreground">
        {label}
      </span>
      <div className={cn('h-24 overflow-hidden rounded-md border border-border bg-background', className)}>
        <LazyCodeEditor
          initialValue={initialValue}
          onChange={onChange}
          onRun={ignore}
          onSave={ignore}
          diagnostics={NO_DIAGNOSTICS}
          ariaLabel={label}
          placeholder={placeholder}
        />
      </div>
      {description && <p className="text-xs text-muted">{description}</p>}
    </div>
  )
}
