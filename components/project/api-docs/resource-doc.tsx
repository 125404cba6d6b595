'use client'

import { useState } from 'react'

import { DataTable } from '@/components/ui/data-table'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { ApiColumn, ApiResource } from '@/lib/api-docs/resources'
import { snippetsFor } from '@/lib/api-docs/snippets'

import { SnippetBlock } from './snippet-block'
import type { ApiCredentials } from './use-api-credentials'

/** One table, view or function: its columns (or arguments) and snippets for what the API allows. */
export function ResourceDoc({ resource, credentials }: { resource: ApiResource; credentials: ApiCredentials }) {
  const [isSecretShown, setIsSecretShown] = useState(false)
  const apiKey = isSecretShown && credentials.serviceKey ? credentials.serviceKey : credentials.anonKey
  const snippets = snippetsFor(resource, { url: credentials.url, apiKey })
  return (
    <article aria-labelledby="resource-title" className="flex min-w-0 flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id="resource-title" className="flex items-center gap-2 text-lg font-semibold">
          <span className="break-all">{resource.name}</span>
          <Badge variant="outline">{resource.kind === 'function' ? 'Function' : resource.isWritable ? 'Table' : 'Read-only'}</Badge>
        </h2>
        {resource.description && <p className="text-sm text-muted">{resource.description}</p>}
      </header>
      {resource.columns.length > 0 ? (
        <DataTable<ApiColumn>
          label={resource.kind === 'function' ? 'Arguments' : 'Columns'}
          rows={resource.columns}
          getRowKey={(column) => column.name}
          columns={[
            { header: 'Name', render: (column) => <code className="break-all">{column.name}</code> },
            { header: 'Type', render: (column) => <code>{column.format}</code> },
            {
              header: 'Required',
              render: (column) => (column.isPrimaryKey ? 'Primary key' : column.isRequired ? 'Yes' : 'No'),
            },
            { header: 'Description', render: (column) => column.description ?? '' },
          ]}
        />
      ) : (
        <p className="text-sm text-muted">{resource.kind === 'function' ? 'This function takes no named arguments.' : 'No columns.'}</p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <span>{isSecretShown ? 'Snippets use the secret service-role key: keep it on servers.' : 'Snippets use the public key.'}</span>
        {credentials.serviceKey && (
          <Button size="tiny" variant="outline" onClick={() => setIsSecretShown((shown) => !shown)}>
            {isSecretShown ? 'Use the public key' : 'Use the secret key'}
          </Button>
        )}
      </div>
      {snippets.map((snippet) => (
        <SnippetBlock key={snippet.id} snippet={snippet} />
      ))}
    </article>
  )
}
