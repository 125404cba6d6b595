'use client'

import { useState } from 'react'

import { CopyButton } from '@/components/ui/copy-button'
import type { Snippet } from '@/lib/api-docs/snippets'
import { cn } from '@/lib/utils/cn'

const LANGUAGES = [
  { id: 'js', label: 'JavaScript' },
  { id: 'curl', label: 'curl' },
] as const

/** One snippet in JavaScript or curl, with a copy button. */
export function SnippetBlock({ snippet }: { snippet: Snippet }) {
  const [language, setLanguage] = useState<'js' | 'curl'>('js')
  const code = snippet[language]
  return (
    <section aria-label={snippet.title} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{snippet.title}</h3>
        <div className="flex items-center gap-1" role="group" aria-label={`Language of ${snippet.title}`}>
          {LANGUAGES.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={language === option.id}
              onClick={() => setLanguage(option.id)}
              className={cn('rounded-md px-2 py-1 text-xs', language === option.id ? 'bg-surface font-medium' : 'text-muted hover:text-foreground')}
            >
              {option.label}
            </button>
          ))}
          <CopyButton text={code} size="tiny" />
        </div>
      </div>
      {/* Focusable, so a long line (a project key) can be scrolled with the keyboard. */}
      <pre
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-border bg-surface p-3 font-mono text-xs"
        data-language={language}
      >
        <code>{code}</code>
      </pre>
    </section>
  )
}
