'use client'

import { useState } from 'react'

import { allQueries } from '@/components/ui/all-queries'
import { QueryFailure } from '@/components/ui/query-failure'
import { QueryState } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { useColumnPrivilegeUpdateMutation } from '@/data/column-privileges/column-privilege-update-mutation'
import { useColumnPrivilegesQuery } from '@/data/column-privileges/column-privileges-query'
import { schemaOptions } from '@/components/project/database/objects/schema-select'
import { useSchemasQuery } from '@/data/schemas/schemas-query'
import { useTablesQuery } from '@/data/tables/tables-query'
import type { ColumnPrivilege, PrivilegeState } from '@/lib/column-privileges/privileges-sql'
import { MANAGED_SCHEMAS } from '@/lib/database-pages/managed-schemas'
import { toast } from '@/lib/ui/toast'

import { PrivilegesMatrix } from './privileges-matrix'

const PREFERRED_ROLES = ['anon', 'authenticated']

/** Pick a table and a role, then grant or revoke column privileges with the checkboxes. */
export function ColumnPrivilegesEditor({ projectRef }: { projectRef: string }) {
  const variables = { projectRef }
  const [schema, setSchema] = useState('public')
  const [table, setTable] = useState('')
  const [chosenRole, setChosenRole] = useState('')
  const schemas = useSchemasQuery(variables)
  const tables = useTablesQuery({ ...variables, schema })
  const privileges = useColumnPrivilegesQuery({ ...variables, schema, table }, { enabled: Boolean(table) })
  const update = useColumnPrivilegeUpdateMutation({
    onSuccess: (_, change) =>
      toast.success(
        `${change.isGranted ? 'Granted' : 'Revoked'} ${change.privilege} on ${change.column} ${change.isGranted ? 'to' : 'from'} ${change.role}`
      ),
    onError: (error) => toast.error(`Failed to change the privilege: ${error.message}`),
  })

  const schemaNames = (schemas.data ?? [])
    .map((candidate) => candidate.name)
    .filter((name) => !(MANAGED_SCHEMAS as readonly string[]).includes(name) && !name.startsWith('pg_'))
  const roles = privileges.data?.roles ?? []
  const role = roles.includes(chosenRole) ? chosenRole : (PREFERRED_ROLES.find((name) => roles.includes(name)) ?? roles[0] ?? '')

  const handleToggle = (column: string, privilege: ColumnPrivilege, state: PrivilegeState) => {
    update.mutate({
      ...variables,
      schema,
      table,
      role,
      privilege,
      column,
      isGranted: state === 'none',
      isTableLevel: state === 'table',
      allColumns: privileges.data?.columns ?? [],
    })
  }

  // Without the schemas or a schema's tables there is nothing to pick from: say which read failed, with Retry.
  const lists = allQueries(schemas, tables)
  if (lists.error) return <QueryFailure query={lists} what="tables" />

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Schema"
          value={schema}
          options={schemaOptions(schemaNames, schema)}
          onChange={(next) => {
            setSchema(next)
            setTable('')
          }}
        />
        <SelectField
          label="Table"
          value={table}
          placeholder={tables.isPending ? 'Loading tables…' : 'Choose a table'}
          options={(tables.data ?? []).map((candidate) => ({ value: candidate.name, label: candidate.name }))}
          onChange={setTable}
        />
        {table && roles.length > 0 && (
          <SelectField label="Role" value={role} options={roles.map((name) => ({ value: name, label: name }))} onChange={setChosenRole} />
        )}
      </div>
      {tables.data && tables.data.length === 0 && <p className="text-sm text-muted">{`The schema ${schema} has no tables.`}</p>}
      {table && (
        <QueryState query={privileges} what="column privileges">
          {(data) =>
            role ? (
              <PrivilegesMatrix
                data={data}
                role={role}
                pendingKey={update.isPending && update.variables ? `${update.variables.column}:${update.variables.privilege}` : null}
                onToggle={handleToggle}
              />
            ) : (
              <p className="text-sm text-muted">There are no roles to grant privileges to.</p>
            )
          }
        </QueryState>
      )}
    </div>
  )
}
