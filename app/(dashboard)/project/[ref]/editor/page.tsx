import { TableEditorEmpty } from '@/components/project/table-editor/table-editor-empty'
import { TableEditorLayout } from '@/components/project/table-editor/table-editor-layout'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Table editor')

export default async function TableEditorPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return (
    <TableEditorLayout projectRef={ref}>
      <TableEditorEmpty />
    </TableEditorLayout>
  )
}
