import { IndexesPage } from '@/components/project/database/indexes/indexes-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Indexes')

export default async function IndexesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <IndexesPage projectRef={ref} />
}
