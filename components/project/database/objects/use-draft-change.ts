'use client'

import { useState } from 'react'

import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import type { Invalidation } from '@/lib/api/query-client'
import type { ReviewedStatement } from '@/lib/sql/transaction'
import { toast } from '@/lib/ui/toast'
import { useFormDraft } from '@/stores/form-drafts-store'

/**
 * An editor dialog's draft-and-guard wiring (function, trigger, …): the draft kept across a reload
 * under `draftKey` and dropped once saved or discarded, the validation problem cleared by the next
 * edit, and the draft's statements reviewed and run in one transaction.
 */
export function useDraftChange<TDraft>({
  projectRef,
  draftKey,
  initialDraft,
  statementsOf,
  invalidates,
  validate,
  doneMessage,
  onClose,
}: {
  projectRef: string
  draftKey: string
  initialDraft: TDraft
  statementsOf: (draft: TDraft) => ReviewedStatement | readonly ReviewedStatement[]
  invalidates: readonly Invalidation[]
  validate: (draft: TDraft) => string | null
  doneMessage: (draft: TDraft) => string
  onClose: () => void
}) {
  const { draft, setDraft, clear: clearDraft, isRestored, isDirty } = useFormDraft(draftKey, initialDraft)
  // Saved or discarded: the kept draft goes too.
  const close = () => {
    clearDraft()
    onClose()
  }
  const [validationError, setValidationError] = useState<string | null>(null)
  const change = useReviewedSql({
    projectRef,
    statements: statementsOf(draft),
    invalidates,
    onSuccess: () => {
      toast.success(doneMessage(draft))
      close()
    },
  })
  const edit = (next: TDraft) => {
    setDraft(next)
    setValidationError(null)
  }
  const save = () => {
    const problem = validate(draft)
    setValidationError(problem)
    if (!problem) change.run()
  }
  return { draft, edit, isRestored, isDirty, close, save, change, validationError }
}
