
import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { FEATURE_PREVIEW_KEYS } from '@/lib/feature-previews/keys'

export const CLS_PREVIEW_OFF_TITLE = 'Column-level privileges is a feature preview'

/** Shown while the CLS preview is off: what the page does and the way to switch the preview on. */
export function ClsPreviewOffNotice({ projectRef }: { projectRef: string }) {
  return (
    <Admonition
      type="note"
      title={CLS_PREVIEW_OFF_TITLE}
      actions={
        <Button asChild size="tiny" variant="primary">
          <AppLink href={`/project/${projectRef}/database/column-privileges?featurePreviewModal=${FEATURE_PREVIEW_KEYS.CLS}`}>
            Enable the preview
          </AppLink>
        </Button>
      }
    >
      This page grants or revokes SELECT, INSERT and UPDATE on individual columns for each role. It is part of the
      Column-level privileges preview, which is off. Enable it in the feature previews to use this page.
    </Admonition>
  )
}
