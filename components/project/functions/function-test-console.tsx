'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { useEdgeFunctionTestMutation } from '@/data/edge-functions/edge-function-test-mutation'
import { jsonBodyError, parseHeaderLines, prettyBody } from '@/lib/functions/console-input'
import { TEST_METHODS, TEST_TIMEOUT_MS, type FunctionTestRequest } from '@/lib/functions/test-request'

const METHOD_OPTIONS = TEST_METHODS.map((method) => ({ value: method, label: method }))
const TEXTAREA = 'w-full rounded-md border border-border bg-background p-2 font-mono text-xs'

/**
 * Sends a request to the function through the dashboard's test endpoint (which calls the function's
 * own URL only) as anon or as service role, and shows status, headers, body and duration.
 */
export function FunctionTestConsole({ projectRef, slug }: { projectRef: string; slug: string }) {
  const [method, setMethod] = useState<FunctionTestRequest['method']>('POST')
  const [path, setPath] = useState('')
  const [query, setQuery] = useState('')
  const [headerText, setHeaderText] = useState('')
  const [body, setBody] = useState('{"name":"Functions"}')
  const [role, setRole] = useState<'anon' | 'service_role'>('anon')
  const [inputError, setInputError] = useState<string | null>(null)
  const test = useEdgeFunctionTestMutation()

  const send = () => {
    const parsed = parseHeaderLines(headerText)
    const bodyProblem = method === 'GET' ? null : jsonBodyError(body)
    const problem = 'error' in parsed ? parsed.error : bodyProblem
    setInputError(problem)
    if (problem || 'error' in parsed) return
    test.mutate({ projectRef, slug, method, path: path.trim(), query: query.trim(), headers: parsed.headers, body: method === 'GET' ? undefined : body, role })
  }

  const answer = test.data
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Method" value={method} options={METHOD_OPTIONS} onChange={(value) => setMethod(value as FunctionTestRequest['method'])} />
        <FormField label="Path" description={`After /functions/v1/${slug}`} className="w-56">
          <Input value={path} placeholder="/items/1" onChange={(event) => setPath(event.target.value)} />
        </FormField>
        <FormField label="Query" className="w-56">
          <Input value={query} placeholder="limit=10" onChange={(event) => setQuery(event.target.value)} />
        </FormField>
        <fieldset className="flex gap-3 pb-2 text-sm">
          <legend className="sr-only">Invoke as</legend>
          <label className="flex items-center gap-1">
            <input type="radio" name="role" checked={role === 'anon'} onChange={() => setRole('anon')} />
            As anon
          </label>
          <label className="flex items-center gap-1">
            <input type="radio" name="role" checked={role === 'service_role'} onChange={() => setRole('service_role')} />
            As service role
          </label>
        </fieldset>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <FormField label="Headers" description="One per line: Name: value">
          <textarea className={TEXTAREA} rows={4} value={headerText} onChange={(event) => setHeaderText(event.target.value)} />
        </FormField>
        <FormField label="Body (JSON)">
          <textarea className={TEXTAREA} rows={4} value={body} disabled={method === 'GET'} onChange={(event) => setBody(event.target.value)} />
        </FormField>
      </div>
      {inputError && (
        <p role="alert" className="text-sm text-destructive">
          {inputError}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button variant="primary" onClick={send} disabled={test.isPending}>
          {test.isPending ? 'Sending…' : 'Send request'}
        </Button>
        <span className="text-xs text-muted">{`Times out after ${TEST_TIMEOUT_MS / 1000} s`}</span>
      </div>
      {test.error && (
        <p role="alert" className="text-sm text-destructive">
          {test.error.message}
        </p>
      )}
      {answer && !test.isPending && (
        <section aria-label="Response" className="flex flex-col gap-2 rounded-md border border-border p-3">
          <p className="text-sm">
            <span className="font-medium" data-testid="test-status">{`${answer.status} ${answer.statusText}`.trim()}</span>
            <span className="text-muted">{` · ${answer.durationMs} ms`}</span>
          </p>
          <details>
            <summary className="cursor-pointer text-xs text-muted">{`Headers (${answer.headers.length})`}</summary>
            <ul className="font-mono text-xs">
              {answer.headers.map(([name, value]) => (
                <li key={name}>{`${name}: ${value}`}</li>
              ))}
            </ul>
          </details>
          <pre tabIndex={0} aria-label="Response body" className="max-h-80 overflow-auto rounded bg-surface p-2 font-mono text-xs">
            {prettyBody(answer.body)}
          </pre>
          {answer.isTruncated && <p className="text-xs text-muted">The body was cut at 1 MB.</p>}
        </section>
      )}
    </div>
  )
}
