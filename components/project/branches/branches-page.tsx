'use client'

import { GitBranch } from 'lucide-react'
import { useState } from 'react'

import { DataTable } from '@/components/ui/data-table'
import { PageShell } from '@/components/ui/page-shell'
import { allQueries } from '@/components/ui/all-queries'
import { QueryState } from '@/components/ui/query-state'
import { useConfig } from '@/lib/config/use-config'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useBranchesQuery, type Branch } from '@/data/branches/branches-query'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import { branchStatusLabel, isBranchFailed, isBranchSettling, previewProjectStatusLabel } from '@/lib/branches/status'

import { PushBranchButton } from './push-branch-button'

// Dialogs load when opened, keeping the page's first load small.
const CreateBranchDialog = lazyComponent(() => import('./create-branch-dialog').then((module) => module.CreateBranchDialog))
const MergeBranchDialog = lazyComponent(() => import('./merge-branch-dialog').then((module) => module.MergeBranchDialog))
const BranchConfirm = lazyComponent(() => import('./branch-confirm-dialog').then((module) => module.BranchConfirm))

type Dialog = { kind: 'create' } | { kind: 'merge' | 'reset' | 'delete'; branch: Branch } | null

/**
 * /project/{ref}/branches (platform): the production project's branches with their status and Git
 * branch, polled while one is being set up; create, push, reset, merge (diff first) and delete.
 */
export function BranchesPage({ projectRef }: { projectRef: string }) {
  const { isPlatform } = useConfig()
  const project = useProjectDetailQuery({ ref: projectRef }, { enabled: isPlatform })
  // A preview branch's page manages its production project's branches (SPEC §2 parentRef).
  const parentRef = project.data ? (project.data.parent_project_ref ?? project.data.ref) : undefined
  const branches = useBranchesQuery({ projectRef: parentRef }, { enabled: isPlatform })
  const [dialog, setDialog] = useState<Dialog>(null)

  if (!isPlatform) {
    return (
      <PageShell title="Branches" description="Preview branches of a project.">
        <p className="text-sm text-muted">
          Branching runs on the hosted platform: each branch is a preview project of its own. A self-hosted dashboard has one database per
          project and no branches.
        </p>
      </PageShell>
    )
  }

  const renderBody = () => {
    // The branches are read from the production project, which the project's own record names.
    return (
      <QueryState query={allQueries(project, branches)} what="branches">
        {([, rows]) => {
          if (rows.length === 0) {
            return (
              <p className="text-sm text-muted">
                Branching is off for this project. Create a branch to turn it on: production becomes the default branch.
              </p>
            )
          }
          return (
            <DataTable<Branch>
              label="Branches"
              rows={rows}
              getRowKey={(branch) => branch.id}
              columns={[
                {
                  header: 'Branch',
                  render: (branch) => (
                    <span className="flex items-center gap-2">
                      <GitBranch aria-hidden="true" className="size-3.5 text-muted" />
                      <span className="font-medium">{branch.name}</span>
                      {branch.is_default && <Badge variant="outline">Production</Badge>}
                    </span>
                  ),
                },
                { header: 'Git branch', render: (branch) => branch.git_branch ?? '' },
                {
                  header: 'Status',
                  render: (branch) => (
                    <span className="flex flex-col">
                      <span className={isBranchFailed(branch) ? 'text-destructive' : undefined}>
                        {branchStatusLabel(branch.status)}
                        {isBranchSettling(branch) && '…'}
                      </span>
                      {branch.preview_project_status && (
                        <span className="text-xs text-muted">{previewProjectStatusLabel(branch.preview_project_status)}</span>
                      )}
                    </span>
                  ),
                },
                {
                  header: 'Actions',
                  render: (branch) =>
                    branch.is_default || !parentRef ? null : (
                      <div className="flex gap-1">
                        <PushBranchButton projectRef={parentRef} branch={branch} />
                        <Button
                          size="tiny"
                          variant="outline"
                          aria-label={`Merge ${branch.name}`}
                          onClick={() => setDialog({ kind: 'merge', branch })}
                        >
                          Merge
                        </Button>
                        <Button
                          size="tiny"
                          variant="outline"
                          aria-label={`Reset ${branch.name}`}
                          onClick={() => setDialog({ kind: 'reset', branch })}
                        >
                          Reset
                        </Button>
                        <Button
                          size="tiny"
                          variant="outline"
                          aria-label={`Delete ${branch.name}`}
                          onClick={() => setDialog({ kind: 'delete', branch })}
                        >
                          Delete
                        </Button>
                      </div>
                    ),
                },
              ]}
            />
          )
        }}
      </QueryState>
    )
  }

  return (
    <PageShell
      title="Branches"
      description="Preview branches: each one a project of its own, merged into production when ready."
      actions={
        parentRef && branches.data ? (
          <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
            Create branch
          </Button>
        ) : undefined
      }
    >
      {renderBody()}
      {dialog?.kind === 'create' && parentRef && (
        <CreateBranchDialog projectRef={parentRef} isFirst={(branches.data?.length ?? 0) === 0} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'merge' && parentRef && (
        <MergeBranchDialog projectRef={parentRef} branch={dialog.branch} onClose={() => setDialog(null)} />
      )}
      {(dialog?.kind === 'reset' || dialog?.kind === 'delete') && parentRef && (
        <BranchConfirm projectRef={parentRef} branch={dialog.branch} action={dialog.kind} onClose={() => setDialog(null)} />
      )}
    </PageShell>
  )
}
