import { GraphiqlPage } from '@/components/project/integrations/graphql/graphiql-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('GraphiQL')

export default async function GraphiqlRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <GraphiqlPage projectRef={ref} />
}
