import { QueryPerformancePage } from '@/components/advisors/query-performance-page'

export default async function QueryPerformanceRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <QueryPerformancePage projectRef={ref} />
}
