import { GraphiqlPage } from '@/components/project/integrations/graphql/graphiql-page'

export default async function GraphiqlRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <GraphiqlPage projectRef={ref} />
}
