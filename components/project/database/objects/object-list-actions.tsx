'use client'

import { useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import type { Invalidation } from '@/lib/api/query-client'
import type { ReviewedStatement } from '@/lib/sql/transaction'
import { toast } from '@/lib/ui/toast'

// The dialog loads when first opened, keeping the list page's first load light.
const SqlReviewDialog = lazyComponent(() => import('./sql-review-dialog').then((module) => module.SqlReviewDialog))

/** A database object list's row actions: Edit, any of the object's own (`children`), then Delete. */
export function ObjectRowActions({
  kind,
  name,
  onEdit,
  onDelete,
  children,
}: {
  kind: string
  name: string
  onEdit: () => void
  onDelete: () => void
  children?: ReactNode
}) {
  return (
    <div className="flex gap-2">
      <Button size="tiny" variant="outline" aria-label={`Edit ${kind} ${name}`} onClick={onEdit}>
        Edit
      </Button>
      {children}
      <Button size="tiny" variant="outline" aria-label={`Delete ${kind} ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </div>
  )
}

/**
 * A list page's "Delete …" flow: the object asked about, its DROP shown first and run in one
 * transaction (useReviewedSql), a toast once it is gone. `dialog` is rendered by the page.
 */
export function useDropReview<T extends { name: string }>({
  projectRef,
  kind,
  statementsOf,
  invalidates,
  description,
}: {
  projectRef: string
  kind: string
  statementsOf: (item: T) => ReviewedStatement | readonly ReviewedStatement[]
  invalidates: readonly Invalidation[]
  description: string
}) {
  const [dropping, setDropping] = useState<T | null>(null)
  const review = useReviewedSql({
    projectRef,
    statements: dropping ? statementsOf(dropping) : [],
    invalidates,
    onSuccess: () => {
      if (dropping) toast.success(`${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${dropping.name} deleted`)
      setDropping(null)
    },
  })
  const ask = (item: T) => {
    review.reset()
    setDropping(item)
  }
  const dialog = dropping && (
    <SqlReviewDialog
      review={review}
      title={`Delete ${kind} ${dropping.name}`}
      description={description}
      confirmLabel={`Delete ${kind}`}
      variant="danger"
      onCancel={() => setDropping(null)}
    />
  )
  return { ask, dialog }
}
