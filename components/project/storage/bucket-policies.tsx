'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { PolicyTable } from '@/components/project/database/policies/policy-table'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useDatabaseRolesQuery } from '@/data/roles/database-roles-query'
import { usePoliciesQuery } from '@/data/policies/policies-query'
import { useSchemasQuery } from '@/data/schemas/schemas-query'
import type { PgPolicy } from '@/lib/api/types'
import { buildDropPolicySql, type ExistingPolicy, type PolicyDraft } from '@/lib/policies/policy-sql'
import { policyRoleNames } from '@/lib/policies/rls-warning'
import { isBucketPolicy, STORAGE_SCHEMA, storagePolicyDraft, storagePolicyTemplates } from '@/lib/storage-policies/storage-policies'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { policyKeys } from '@/data/policies/keys'
import { tableKeys } from '@/data/tables/keys'

// Dialogs load when first opened, keeping the storage page's first load light.
const SqlReviewDialog = lazyComponent(() => import('@/components/project/database/objects/sql-review-dialog').then((module) => module.SqlReviewDialog))
const PolicyEditorDialog = lazyComponent(() => import('@/components/project/database/policies/policy-editor-dialog').then((module) => module.PolicyEditorDialog))

/** A bucket's row level security policies: the policies on storage.objects that name the bucket; create, edit and delete them. */
export function BucketPolicies({ projectRef, bucket }: { projectRef: string; bucket: string }) {
  const [editor, setEditor] = useState<{ draft: PolicyDraft; original?: ExistingPolicy } | null>(null)
  const [dropping, setDropping] = useState<PgPolicy | null>(null)
  const schemas = useSchemasQuery({ projectRef })
  const hasStorageSchema = schemas.data?.some((schema) => schema.name === STORAGE_SCHEMA)
  const policies = usePoliciesQuery({ projectRef, schema: STORAGE_SCHEMA }, { enabled: hasStorageSchema === true })
  const roles = useDatabaseRolesQuery({ projectRef })
  const drop = useReviewedSql({
    projectRef,
    statements: dropping ? buildDropPolicySql(dropping) : [],
    invalidates: [policyKeys.all(projectRef), tableKeys.all(projectRef)],
    onSuccess: () => {
      if (dropping) toast.success(`Policy "${dropping.name}" deleted`)
      setDropping(null)
    },
  })
  const bucketPolicies = (policies.data ?? []).filter((policy) => isBucketPolicy(policy, bucket))

  const openEdit = (policy: PgPolicy) =>
    setEditor({
      original: { schema: policy.schema, table: policy.table, name: policy.name },
      draft: { ...storagePolicyDraft(), name: policy.name, command: policy.command, action: policy.action, roles: policy.roles, using: policy.definition ?? '', check: policy.check ?? '' },
    })

  const renderBody = () => {
    if (schemas.error) return <QueryError what="schemas" error={schemas.error} onRetry={() => schemas.refetch()} />
    if (!schemas.data) return <QueryLoading label="Loading policies…" />
    if (!hasStorageSchema) return <p className="text-sm text-muted">This database has no storage schema, so there are no bucket policies to show.</p>
    if (policies.error) return <QueryError what="storage policies" error={policies.error} onRetry={() => policies.refetch()} />
    if (!policies.data) return <QueryLoading label="Loading policies…" />
    if (bucketPolicies.length === 0) {
      return <p className="text-sm text-muted">{`No policies name ${bucket} yet: with none, only the service role reaches its files through the API.`}</p>
    }
    return (
      <PolicyTable
        label={`Policies of ${bucket}`}
        policies={bucketPolicies}
        onEdit={openEdit}
        onDrop={(policy) => {
          drop.reset()
          setDropping(policy)
        }}
      />
    )
  }

  return (
    <section aria-label={`Policies of bucket ${bucket}`} className="flex flex-col gap-3 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{`Policies of ${bucket}`}</h2>
        {hasStorageSchema && (
          <Button size="tiny" variant="outline" onClick={() => setEditor({ draft: storagePolicyDraft() })}>
            New policy
          </Button>
        )}
      </div>
      <p className="text-xs text-muted">Row level security policies on storage.objects whose condition names this bucket decide who reads and writes its files.</p>
      {roles.error && <QueryError what="roles" error={roles.error} onRetry={() => roles.refetch()} />}
      {renderBody()}
      {editor && (
        <PolicyEditorDialog
          projectRef={projectRef}
          initialDraft={editor.draft}
          original={editor.original}
          roles={policyRoleNames(roles.data ?? [])}
          templates={() => storagePolicyTemplates(bucket)}
          onClose={() => setEditor(null)}
        />
      )}
      {dropping && (
        <SqlReviewDialog
          review={drop}
          title={`Delete policy ${dropping.name}`}
          confirmLabel="Delete policy"
          variant="danger"
          onCancel={() => setDropping(null)}
        />
      )}
    </section>
  )
}
