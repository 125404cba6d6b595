import { LogsExplorer } from '@/components/project/logs/logs-explorer'
import { pageMetadata } from '@/lib/routing/page-title'
import { EditorViewport } from '@/components/shell/layout/editor-viewport'

export const metadata = pageMetadata('Logs')

export default async function LogsPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return (
    <EditorViewport>
      <LogsExplorer projectRef={ref} />
    </EditorViewport>
  )
}
