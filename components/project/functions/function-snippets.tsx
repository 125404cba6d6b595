'use client'

import { CopyButton } from '@/components/ui/copy-button'
import { curlSnippet, supabaseJsSnippet } from '@/lib/functions/snippets'

function Snippet({ title, code }: { title: string; code: string }) {
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-medium">{title}</h3>
        <CopyButton text={code} copyLabel={`Copy ${title}`} size="tiny" />
      </div>
      {/* A long line scrolls sideways: the block takes focus so the keyboard can scroll it too. */}
      <pre tabIndex={0} aria-label={`${title} snippet`} className="overflow-x-auto rounded-md border border-border bg-surface p-3 font-mono text-xs">
        {code}
      </pre>
    </section>
  )
}

/** How to call a function: curl against its URL, and supabase-js's functions.invoke. */
export function FunctionSnippets({ slug, url, verifyJwt }: { slug: string; url: string; verifyJwt: boolean }) {
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      <Snippet title="curl" code={curlSnippet(url, verifyJwt)} />
      <Snippet title="supabase-js" code={supabaseJsSnippet(slug)} />
    </div>
  )
}
