import { SchemaVisualizerPage } from '@/components/project/database/schema-visualizer/schema-visualizer-page'
import { pageMetadata } from '@/lib/routing/page-title'
import { EditorViewport } from '@/components/shell/layout/editor-viewport'

export const metadata = pageMetadata('Schema visualizer')

export default async function SchemaVisualizerRoute({
  params,
  searchParams,
}: {
  params: Promise<{ ref: string }>
  searchParams: Promise<{ schema?: string | string[] }>
}) {
  const [{ ref }, { schema }] = await Promise.all([params, searchParams])
  return (
    <EditorViewport>
      <SchemaVisualizerPage projectRef={ref} initialSchema={typeof schema === 'string' && schema ? schema : undefined} />
    </EditorViewport>
  )
}
