import { QueryPerformancePage } from '@/components/project/advisors/query-performance-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Query performance')

export default async function QueryPerformanceRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <QueryPerformancePage projectRef={ref} />
}
