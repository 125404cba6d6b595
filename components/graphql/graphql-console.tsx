'use client'

import { useId, useState, type KeyboardEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { DatabaseConnectionVariables } from '@/data/database/connection'
import { useGraphqlExecuteMutation } from '@/data/graphql/graphql-execute-mutation'
import { DEFAULT_GRAPHQL_QUERY, GraphqlInputError, parseGraphqlVariables } from '@/lib/graphql/graphql-sql'

const TEXTAREA_CLASS =
  'min-h-40 w-full rounded-md border border-border bg-background p-3 font-mono text-xs text-foreground focus-visible:outline-2 focus-visible:outline-brand'

/** A query, its variables and the response, run through graphql.resolve in the database. */
export function GraphqlConsole({ connection }: { connection: DatabaseConnectionVariables }) {
  const ids = { query: useId(), variables: useId(), operation: useId() }
  const [query, setQuery] = useState(DEFAULT_GRAPHQL_QUERY)
  const [variablesText, setVariablesText] = useState('')
  const [operationName, setOperationName] = useState('')
  const [inputError, setInputError] = useState<string | null>(null)
  const execute = useGraphqlExecuteMutation()

  const handleRun = () => {
    setInputError(null)
    try {
      const variables = parseGraphqlVariables(variablesText)
      if (!query.trim()) throw new GraphqlInputError('Write a GraphQL query first')
      execute.mutate({ ...connection, query, variables, operationName: operationName || undefined })
    } catch (error) {
      if (!(error instanceof GraphqlInputError)) throw error
      setInputError(error.message)
    }
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      handleRun()
    }
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-3">
        <label htmlFor={ids.query} className="text-xs font-medium text-muted">
          Query
        </label>
        <textarea
          id={ids.query}
          value={query}
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={handleKeyDown}
          className={`${TEXTAREA_CLASS} min-h-72`}
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
          className={`${TEXTAREA_CLASS} min-h-20`}
        />
        <label htmlFor={ids.operation} className="text-xs font-medium text-muted">
          Operation name (when the document has several)
        </label>
        <Input id={ids.operation} value={operationName} onChange={(event) => setOperationName(event.target.value)} />
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
