import { FILLS_VIEWPORT_ATTRIBUTE } from '@/components/shell/layout/editor-viewport'
import { SqlEditor } from '@/components/project/sql-editor/sql-editor'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('SQL editor')

/** SPEC §2: /project/{ref}/sql/{id}, where "new" opens a fresh snippet (saved, and given an id, on first save). */
export default async function SqlEditorPage({ params }: { params: Promise<{ ref: string; id: string }> }) {
  const { ref, id } = await params
  return (
    // The editor fills the viewport below the top bar; its panes scroll on their own.
    <div {...FILLS_VIEWPORT_ATTRIBUTE} className="flex min-h-[480px] flex-1">
      <SqlEditor projectRef={ref} snippetId={id} />
    </div>
  )
}
