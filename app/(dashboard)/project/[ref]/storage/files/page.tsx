import { StorageExplorer } from '@/components/project/storage/storage-explorer'
import { pageMetadata } from '@/lib/routing/page-title'
import { EditorViewport } from '@/components/shell/layout/editor-viewport'

export const metadata = pageMetadata('Storage')

export default async function StorageFilesPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return (
    <EditorViewport>
      <StorageExplorer projectRef={ref} variant="files" />
    </EditorViewport>
  )
}
