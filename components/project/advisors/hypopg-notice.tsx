'use client'

import { useState } from 'react'

import { ExtensionNotice } from '@/components/project/database/extension-notice/extension-notice'
import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { extensionKeys } from '@/data/extensions/keys'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { createExtensionSql } from '@/lib/extensions/create-extension-sql'
import type { ExtensionAvailability } from '@/lib/database-pages/extension-status'

const SqlReviewDialog = lazyComponent(() => import('@/components/project/database/objects/sql-review-dialog').then((module) => module.SqlReviewDialog))

export const HYPOPG_PURPOSE =
  'The index advisor plans each statement with hypothetical indexes from the hypopg extension, so it can compare costs without building anything.'

/**
 * Why the index advisor is off: hypopg can be enabled here (`create extension hypopg`, shown first and
 * run on confirmation), or the server does not ship it and must have it installed first.
 */
export function HypopgNotice({ projectRef, availability }: { projectRef: string; availability: Exclude<ExtensionAvailability, 'installed'> }) {
  const [isReviewing, setIsReviewing] = useState(false)
  if (availability === 'unavailable') {
    return <ExtensionNotice projectRef={projectRef} extension="hypopg" availability="unavailable" purpose={HYPOPG_PURPOSE} />
  }
  return (
    <Admonition
      type="note"
      title="The hypopg extension is not enabled"
      actions={
        <Button size="tiny" variant="primary" onClick={() => setIsReviewing(true)}>
          Enable hypopg
        </Button>
      }
    >
      {`${HYPOPG_PURPOSE} Enable it with create extension hypopg to get index proposals.`}
      {isReviewing && <EnableHypopgDialog projectRef={projectRef} onClose={() => setIsReviewing(false)} />}
    </Admonition>
  )
}

function EnableHypopgDialog({ projectRef, onClose }: { projectRef: string; onClose: () => void }) {
  const review = useReviewedSql({
    projectRef,
    statements: createExtensionSql({ name: 'hypopg' }),
    invalidates: [extensionKeys.list(projectRef)],
    onSuccess: onClose,
  })
  return <SqlReviewDialog review={review} title="Enable hypopg" confirmLabel="Enable hypopg" variant="success" onCancel={onClose} />
}
