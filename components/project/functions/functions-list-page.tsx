'use client'

import { useState } from 'react'

import { useApiCredentials } from '@/components/project/api-docs/use-api-credentials'
import { AppLink } from '@/components/ui/app-link'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { DataTable } from '@/components/ui/data-table'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { useEdgeFunctionsQuery, type EdgeFunction } from '@/data/edge-functions/edge-functions-query'
import { formatDisplayDate } from '@/lib/format/date'
import { MAIN_FUNCTION } from '@/lib/functions/names'
import { functionUrl } from '@/lib/functions/snippets'

import { FunctionSnippets } from './function-snippets'
import { FunctionsNotConfigured } from './functions-not-configured'
import { useFunctionsAvailability } from './use-functions-availability'

/** /project/{ref}/functions: every function with its status, version, URL and how to call it. */
export function FunctionsListPage({ projectRef }: { projectRef: string }) {
  const { isAvailable, isPlatform } = useFunctionsAvailability(projectRef)
  const functions = useEdgeFunctionsQuery({ projectRef }, { enabled: isAvailable })
  const credentials = useApiCredentials(projectRef)
  const [snippetSlug, setSnippetSlug] = useState<string | null>(null)
  const base = `/project/${projectRef}/functions`

  const actions = isAvailable ? (
    <div className="flex gap-2">
      <Button asChild variant="outline">
        <AppLink href={`${base}/secrets`}>Secrets</AppLink>
      </Button>
      <Button asChild variant="primary">
        <AppLink href={`${base}/new`}>Deploy a new function</AppLink>
      </Button>
    </div>
  ) : undefined

  return (
    <PageShell title="Edge Functions" description="Server-side TypeScript functions, invoked at the project URL under /functions/v1." actions={actions}>
      {!isAvailable ? (
        <FunctionsNotConfigured />
      ) : (
        <QueryState
          query={functions}
          what="functions"
          isEmpty={(data) => data.filter((fn) => isPlatform || fn.slug !== MAIN_FUNCTION).length === 0}
          empty={
            <section aria-label="No functions yet" className="flex flex-col gap-2 rounded-md border border-dashed border-border p-6">
              <h2 className="text-base font-medium">Create your first function</h2>
              <ol className="list-decimal pl-5 text-sm text-muted">
                <li>Pick a template: hello world, a database read with supabase-js, or a webhook receiver.</li>
                <li>Give it a slug and edit its code.</li>
                <li>Deploy, then try it from the test console.</li>
              </ol>
              <div>
                <Button asChild variant="primary">
                  <AppLink href={`${base}/new`}>Create a function</AppLink>
                </Button>
              </div>
            </section>
          }
        >
          {(data) => {
            const router = isPlatform ? undefined : data.find((fn) => fn.slug === MAIN_FUNCTION)
            const rows = data.filter((fn) => isPlatform || fn.slug !== MAIN_FUNCTION)
            const selected = rows.find((fn) => fn.slug === snippetSlug) ?? rows[0]
            return (
              <div className="flex flex-col gap-6">
                <DataTable<EdgeFunction>
                  label="Functions"
                  rows={rows}
                  getRowKey={(fn) => fn.id}
                  columns={[
                    {
                      header: 'Name',
                      render: (fn) => (
                        <AppLink href={`${base}/${fn.slug}`} className="font-medium text-brand hover:underline">
                          {fn.name}
                        </AppLink>
                      ),
                    },
                    { header: 'Slug', render: (fn) => <code className="text-xs">{fn.slug}</code> },
                    { header: 'Status', render: (fn) => <Badge variant={fn.status === 'ACTIVE' ? 'default' : 'outline'}>{fn.status}</Badge> },
                    ...(isPlatform ? [{ header: 'Version', render: (fn: EdgeFunction) => String(fn.version) }] : []),
                    { header: 'Last deployed', render: (fn) => (fn.updated_at ? formatDisplayDate(fn.updated_at) : '') },
                    ...(isPlatform ? [{ header: 'JWT verification', render: (fn: EdgeFunction) => (fn.verify_jwt === false ? 'Off' : 'On') }] : []),
                    {
                      header: 'URL',
                      render: (fn) => {
                        const url = functionUrl(credentials.url, fn.slug)
                        return (
                          <span className="flex items-center gap-2">
                            <code className="truncate text-xs">{url}</code>
                            <CopyButton text={url} size="tiny" copyLabel={`Copy URL of ${fn.slug}`} />
                            <Button size="tiny" variant="ghost" onClick={() => setSnippetSlug(fn.slug)} aria-pressed={selected?.slug === fn.slug}>
                              {`Snippets for ${fn.slug}`}
                            </Button>
                          </span>
                        )
                      },
                    },
                  ]}
                />
                {router && (
                  <p className="text-sm text-muted">
                    <code>main</code> is the edge runtime&apos;s router: it sends each request to its function&apos;s folder and is not edited here.
                  </p>
                )}
                {selected && (
                  <section aria-label="Invoke a function" className="flex flex-col gap-2">
                    <h2 className="text-base font-medium">{`Invoke ${selected.slug}`}</h2>
                    <FunctionSnippets slug={selected.slug} url={functionUrl(credentials.url, selected.slug)} verifyJwt={selected.verify_jwt !== false} />
                  </section>
                )}
              </div>
            )
          }}
        </QueryState>
      )}
    </PageShell>
  )
}
