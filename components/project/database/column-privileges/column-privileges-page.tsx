'use client'

import { PageShell } from '@/components/ui/page-shell'
import { Admonition } from '@/components/ui/admonition'
import { COLUMN_PRIVILEGES_WARNING } from '@/lib/column-privileges/warning'
import { FEATURE_PREVIEW_KEYS } from '@/lib/feature-previews/keys'
import { useIsFeaturePreviewEnabled } from '@/stores/feature-preview-store'

import { ClsPreviewOffNotice } from './cls-preview-off-notice'
import { ColumnPrivilegesEditor } from './column-privileges-editor'

/** /project/{ref}/database/column-privileges, behind the Column-level privileges (CLS) preview. */
export function ColumnPrivilegesPage({ projectRef }: { projectRef: string }) {
  const isEnabled = useIsFeaturePreviewEnabled(FEATURE_PREVIEW_KEYS.CLS)
  return (
    <PageShell title="Column privileges" description="Grant or revoke access to individual columns of a table, per role.">
      {isEnabled ? (
        <>
          <Admonition type="warning">{COLUMN_PRIVILEGES_WARNING}</Admonition>
          <ColumnPrivilegesEditor projectRef={projectRef} />
        </>
      ) : (
        <ClsPreviewOffNotice projectRef={projectRef} />
      )}
    </PageShell>
  )
}
