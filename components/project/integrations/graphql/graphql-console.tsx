'use client'

import { useId, useRef, useState, type KeyboardEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { QueryState } from '@/components/ui/query-state'
import { useGraphqlExecuteMutation } from '@/data/graphql/graphql-execute-mutation'
import { useGraphqlSchemaQuery } from '@/data/graphql/graphql-schema-query'
import { DEFAULT_GRAPHQL_QUERY, GraphqlInputError, parseGraphqlVariables } from '@/lib/graphql/graphql-sql'

import { LazyGraphqlEditor } from './graphql-editor-lazy'
import { SchemaExplorer } from './schema-explorer'

const TEXTAREA_CLASS =
  'min-h-20 w-full rounded-md border border-border bg-background p-3 font-mono text-xs text-foreground focus-visible:outline-2 focus-visible:outline-brand'

/**
 * The schema explorer, a query with its variables, and the response: the query runs through
 * graphql.resolve in the database; the explorer and the editor's completion read pg_graphql's
 * introspection of the same schema.
 */
export function GraphqlConsole({ projectRef }: { projectRef: string }) {
  const ids = { variables: useId(), operation: useId() }
  const query = useRef(DEFAULT_GRAPHQL_QUERY)
  const [variablesText, setVariablesText] = useState('')
  const [operationName, setOperationName] = useState('')
  const [inputError, setInputError] = useState<string | null>(null)
  const [explorerPath, setExplorerPath] = useState<string[]>([])
  const schema = useGraphqlSchemaQuery({ projectRef })
  const execute = useGraphqlExecuteMutation()

  const handleRun = () => {
    setInputError(null)
    try {
      const variables = parseGraphqlVariables(variablesText)
      if (!query.current.trim()) throw new GraphqlInputError('Write a GraphQL query first')
      execute.mutate({ projectRef, query: query.current, variables, operationName: operationName || undefined })
    } catch (error) {
      if (!(error instanceof GraphqlInputError)) throw error
      setInputError(error.message)
    }
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      handleRun()
    }
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(14rem,18rem)_1fr_1fr]">
      <QueryState query={schema} what="the GraphQL schema" loadingLabel="Reading the GraphQL schema…">
        {(data) => <SchemaExplorer schema={data} path={explorerPath} onNavigate={setExplorerPath} />}
      </QueryState>
      <div className="flex min-w-0 flex-col gap-3">
        <span aria-hidden="true" className="text-xs font-medium text-muted">
          Query
        </span>
        <LazyGraphqlEditor
          initialValue={DEFAULT_GRAPHQL_QUERY}
          onChange={(value) => (query.current = value)}
          onRun={handleRun}
          schema={schema.data}
          onShowInDocs={(typeName) => setExplorerPath((path) => [...path, typeName])}
        />
        <label htmlFor={ids.variables} className="text-xs font-medium text-muted">
          Variables (JSON)
        </label>
        <textarea
          id={ids.variables}
          value={variablesText}
          spellCheck={false}
          placeholder="{}"
          onChange={(event) => setVariablesText(event.target.value)}
          onKeyDown={handleKeyDown}
          className={TEXTAREA_CLASS}
        />
        <label htmlFor={ids.operation} className="text-xs font-medium text-muted">
          Operation name (when the document has several)
        </label>
        <Input id={ids.operation} value={operationName} onChange={(event) => setOperationName(event.target.value)} onKeyDown={handleKeyDown} />
        <div className="flex items-center gap-3">
          <Button variant="primary" loading={execute.isPending} onClick={handleRun}>
            Run query
          </Button>
          <span className="text-xs text-muted">Ctrl/Cmd + Enter</span>
        </div>
        {inputError && (
          <p role="alert" className="text-sm text-destructive">
            {inputError}
          </p>
        )}
      </div>
      <section aria-label="Response" className="flex min-w-0 flex-col gap-3">
        <h2 className="text-xs font-medium text-muted">Response</h2>
        {execute.error && (
          <p role="alert" className="text-sm text-destructive">
            {`The query failed: ${execute.error.message}`}
          </p>
        )}
        {execute.isSuccess && (
          <pre className="max-h-[32rem] overflow-auto rounded-md border border-border bg-surface p-3 font-mono text-xs">
            {JSON.stringify(execute.data, null, 2)}
          </pre>
        )}
        {execute.isIdle && <p className="text-sm text-muted">Run a query to see the response.</p>}
      </section>
    </div>
  )
}
