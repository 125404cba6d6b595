import { PerformanceAdvisorPage } from '@/components/project/advisors/performance-advisor-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Performance advisor')

export default async function PerformanceAdvisorRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <PerformanceAdvisorPage projectRef={ref} />
}
