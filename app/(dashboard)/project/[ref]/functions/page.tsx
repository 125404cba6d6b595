import { FunctionsListPage } from '@/components/project/functions/functions-list-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Edge Functions')

export default async function FunctionsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <FunctionsListPage projectRef={ref} />
}
