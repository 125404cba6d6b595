'use client'

import { useState } from 'react'

import { useApiCredentials } from '@/components/project/api-docs/use-api-credentials'
import { AppLink } from '@/components/ui/app-link'
import { lazyComponent } from '@/components/ui/lazy-component'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { useEdgeFunctionQuery } from '@/data/edge-functions/edge-function-query'
import { MAIN_FUNCTION } from '@/lib/functions/names'
import { functionUrl } from '@/lib/functions/snippets'
import { cn } from '@/lib/utils/cn'

import { FunctionOverview } from './function-overview'
import { FunctionSnippets } from './function-snippets'
import { FunctionsNotConfigured } from './functions-not-configured'
import { useFunctionsAvailability } from './use-functions-availability'

// The overview opens first; the other tabs load when picked, keeping the page within its budget.
const FunctionCodeTab = lazyComponent(() => import('./function-code-tab').then((module) => module.FunctionCodeTab))
const FunctionTestConsole = lazyComponent(() => import('./function-test-console').then((module) => module.FunctionTestConsole))
const FunctionLogsTab = lazyComponent(() => import('./function-logs-tab').then((module) => module.FunctionLogsTab))
const FunctionDetailsTab = lazyComponent(() => import('./function-details-tab').then((module) => module.FunctionDetailsTab))

const TABS = ['Overview', 'Code', 'Test', 'Logs', 'Details'] as const
type Tab = (typeof TABS)[number]

/** /project/{ref}/functions/{slug}: overview, code, test console, invocations and logs, details. */
export function FunctionDetailPage({ projectRef, slug }: { projectRef: string; slug: string }) {
  const { isAvailable, isPlatform } = useFunctionsAvailability(projectRef)
  const fn = useEdgeFunctionQuery({ projectRef, slug }, { enabled: isAvailable })
  const credentials = useApiCredentials(projectRef)
  const [tab, setTab] = useState<Tab>('Overview')
  const url = functionUrl(credentials.url, slug)
  // The self-hosted runtime's router is shown, not edited.
  const isReadOnly = !isPlatform && slug === MAIN_FUNCTION

  return (
    <PageShell
      title={fn.data?.name ?? slug}
      description={
        <AppLink href={`/project/${projectRef}/functions`} className="text-sm text-brand hover:underline">
          All functions
        </AppLink>
      }
    >
      {!isAvailable ? (
        <FunctionsNotConfigured />
      ) : (
        <QueryState query={fn} what="the function">
          {(data) => (
            <div className="flex flex-col gap-4">
              <div role="tablist" aria-label="Function" className="flex gap-1 border-b border-border">
                {TABS.map((item) => (
                  <button
                    key={item}
                    type="button"
                    role="tab"
                    id={`function-tab-${item}`}
                    aria-selected={tab === item}
                    aria-controls={`function-panel-${item}`}
                    onClick={() => setTab(item)}
                    className={cn('-mb-px border-b-2 px-3 py-1.5 text-sm', tab === item ? 'border-brand font-medium' : 'border-transparent text-muted')}
                  >
                    {item}
                  </button>
                ))}
              </div>
              <div role="tabpanel" id={`function-panel-${tab}`} aria-labelledby={`function-tab-${tab}`}>
                {tab === 'Overview' && (
                  <div className="flex flex-col gap-6">
                    <FunctionOverview projectRef={projectRef} fn={data} url={url} isPlatform={isPlatform} />
                    <FunctionSnippets slug={slug} url={url} verifyJwt={data.verify_jwt !== false} />
                  </div>
                )}
                {tab === 'Code' && <FunctionCodeTab projectRef={projectRef} fn={data} isReadOnly={isReadOnly} />}
                {tab === 'Test' && <FunctionTestConsole projectRef={projectRef} slug={slug} />}
                {tab === 'Logs' && <FunctionLogsTab projectRef={projectRef} functionId={data.id} isPlatform={isPlatform} />}
                {tab === 'Details' && <FunctionDetailsTab key={data.name} projectRef={projectRef} fn={data} isPlatform={isPlatform} isReadOnly={isReadOnly} />}
              </div>
            </div>
          )}
        </QueryState>
      )}
    </PageShell>
  )
}
