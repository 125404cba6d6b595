import { GraphiqlPage } from '@/components/project/integrations/graphql/graphiql-page'
import { pageMetadata } from '@/lib/routing/page-title'
import { EditorViewport } from '@/components/shell/layout/editor-viewport'

export const metadata = pageMetadata('GraphiQL')

export default async function GraphiqlRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return (
    <EditorViewport>
      <GraphiqlPage projectRef={ref} />
    </EditorViewport>
  )
}
