import { GraphiqlPage } from '@/components/graphql/graphiql-page'

export default async function GraphiqlRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <GraphiqlPage projectRef={ref} />
}
