'use client'

import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { AppLink } from '@/components/ui/app-link'
import { useProjectOpenApiQuery } from '@/data/docs/project-openapi-query'
import { cn } from '@/lib/utils/cn'

import { GenerateTypesButton } from './generate-types-button'
import { ResourceDoc } from './resource-doc'
import { URL_PLACEHOLDER, useApiCredentials } from './use-api-credentials'

/**
 * /project/{ref}/api?resource={name}: the project's own API, generated from the live schema — each
 * table, view and function with its columns and snippets for supabase-js and curl.
 */
export function ApiDocsPage({ projectRef, resource }: { projectRef: string; resource?: string }) {
  const openApi = useProjectOpenApiQuery({ projectRef })
  const credentials = useApiCredentials(projectRef)
  const base = `/project/${projectRef}/api`

  const renderBody = () => {
    return (
      <QueryState query={openApi} what="the API description">
        {(data) => {
          const resources = data
          if (resources.length === 0) {
            return (
              <p className="text-sm text-muted">
                The API exposes no tables, views or functions yet. Create a table in the public schema to see it here.
              </p>
            )
          }
          const selected = resources.find((candidate) => candidate.name === resource)
          const group = (kind: 'table' | 'function', title: string) => {
            const items = resources.filter((item) => item.kind === kind)
            if (items.length === 0) return null
            return (
              <div className="flex flex-col gap-1">
                <h2 className="text-xs font-medium text-muted uppercase">{title}</h2>
                <ul className="flex flex-col">
                  {items.map((item) => (
                    <li key={`${kind}:${item.name}`}>
                      <AppLink
                        href={`${base}?resource=${encodeURIComponent(item.name)}`}
                        aria-current={item === selected ? 'page' : undefined}
                        className={cn(
                          'block truncate rounded-md px-2 py-1 text-sm hover:bg-surface',
                          item === selected && 'bg-surface font-medium'
                        )}
                      >
                        {item.name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            )
          }
          return (
            <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
              <nav aria-label="API resources" className="flex flex-col gap-4">
                {group('table', 'Tables and views')}
                {group('function', 'Functions')}
              </nav>
              {selected ? (
                <ResourceDoc resource={selected} credentials={credentials} />
              ) : (
                <div className="flex flex-col gap-2 text-sm">
                  {resource && <p role="alert" className="text-destructive">{`The API exposes nothing called ${resource}.`}</p>}
                  <p>Pick a table, view or function to see its columns and ready-to-run snippets.</p>
                  <p className="text-muted">
                    {`Requests go to ${credentials.url}/rest/v1 with the project's public key in the apikey header.`}
                    {credentials.url === URL_PLACEHOLDER &&
                      ' Set SUPABASE_PUBLIC_URL (or SUPABASE_URL) and SUPABASE_ANON_KEY to fill in the real values.'}
                  </p>
                </div>
              )}
            </div>
          )
        }}
      </QueryState>
    )
  }

  return (
    <PageShell
      title="API Docs"
      description="Your project's REST API, generated from the database schema."
      actions={<GenerateTypesButton projectRef={projectRef} />}
    >
      {renderBody()}
    </PageShell>
  )
}
