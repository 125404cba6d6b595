import { TableEditorLayout } from '@/components/project/table-editor/table-editor-layout'
import { TableEditorView } from '@/components/project/table-editor/table-editor-view'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Table editor')

export default async function TableEditorTablePage({ params }: { params: Promise<{ ref: string; id: string }> }) {
  const { ref, id } = await params
  const tableId = /^\d+$/.test(id) ? Number(id) : undefined
  return (
    <TableEditorLayout projectRef={ref} tableId={tableId}>
      <TableEditorView projectRef={ref} tableId={id} />
    </TableEditorLayout>
  )
}
