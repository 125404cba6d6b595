'use client'

import { useId, useState } from 'react'

import { SelectField } from '@/components/ui/select-field'
import { Button } from '@/components/ui/button'
import { usePolicyTestMutation } from '@/data/policies/policy-test-mutation'
import { missingGrantHint, parseClaims, POLICY_TEST_ROW_LIMIT } from '@/lib/policies/policy-test-sql'

import { PolicyTestResults } from './policy-test-results'

const EXAMPLE_CLAIMS = '{"sub": "00000000-0000-0000-0000-000000000000", "role": "authenticated"}'

/**
 * Reads a table as another role (and, where an auth schema exists, with a JWT claim set) in a
 * read-only transaction that is rolled back, and shows the rows that role gets.
 */
export function PolicyTester({
  projectRef,
  schema,
  tables,
  table,
  roles,
  hasAuthSchema,
  onTableChange,
}: {
  projectRef: string
  schema: string
  tables: readonly string[]
  table: string
  roles: readonly string[]
  hasAuthSchema: boolean
  onTableChange: (table: string) => void
}) {
  const claimsId = useId()
  const [role, setRole] = useState('')
  const [claims, setClaims] = useState('')
  const [claimsError, setClaimsError] = useState<string | null>(null)
  const test = usePolicyTestMutation()
  const chosenRole = roles.includes(role) ? role : (['anon', 'authenticated'].find((name) => roles.includes(name)) ?? '')
  const grantHint = test.error
    ? missingGrantHint(test.error.message, { schema, table: test.variables?.table ?? table, role: test.variables?.role ?? chosenRole })
    : null

  const handleRun = () => {
    const parsed = parseClaims(hasAuthSchema ? claims : '')
    if ('error' in parsed) {
      setClaimsError(parsed.error)
      return
    }
    setClaimsError(null)
    test.mutate({ projectRef, schema, table, role: chosenRole, claims: hasAuthSchema ? claims : '' })
  }

  return (
    <section aria-labelledby={`${claimsId}-title`} className="flex flex-col gap-3 rounded-md border border-border p-4">
      <h2 id={`${claimsId}-title`} className="text-base font-medium">
        Policy tester
      </h2>
      <p className="text-sm text-muted">
        {`Read a table as a role, with its policies applied, in a read-only transaction that is rolled back. Shows up to ${POLICY_TEST_ROW_LIMIT} rows.`}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Table to read"
          value={table}
          placeholder="Choose a table"
          options={tables.map((name) => ({ value: name, label: name }))}
          onChange={onTableChange}
        />
        <SelectField
          label="Read as role"
          value={chosenRole}
          placeholder="Choose a role"
          options={roles.map((name) => ({ value: name, label: name }))}
          onChange={setRole}
        />
        <Button variant="primary" onClick={handleRun} disabled={!table || !chosenRole || test.isPending}>
          {test.isPending ? 'Reading…' : 'Run as role'}
        </Button>
      </div>
      {hasAuthSchema && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={claimsId} className="text-sm font-medium">
            JWT claims (optional)
          </label>
          <textarea
            id={claimsId}
            value={claims}
            onChange={(event) => setClaims(event.target.value)}
            placeholder={EXAMPLE_CLAIMS}
            rows={2}
            className="rounded-md border border-border bg-background p-2 font-mono text-xs"
          />
          <p className="text-xs text-muted">auth.uid() returns the claim set&apos;s sub, auth.jwt() the whole set.</p>
          {claimsError && (
            <p role="alert" className="text-xs text-destructive">
              {claimsError}
            </p>
          )}
        </div>
      )}
      {test.error && (
        <div role="alert" className="flex flex-col gap-1 text-sm text-destructive">
          <p>{`Failed to read ${table} as ${test.variables?.role ?? chosenRole}: ${test.error.message}`}</p>
          {grantHint && <p className="text-foreground">{grantHint}</p>}
        </div>
      )}
      {test.data && test.variables && <PolicyTestResults role={test.variables.role} table={test.variables.table} result={test.data} />}
    </section>
  )
}
