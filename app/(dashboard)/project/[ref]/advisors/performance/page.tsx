import { PerformanceAdvisorPage } from '@/components/project/advisors/performance-advisor-page'

export default async function PerformanceAdvisorRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <PerformanceAdvisorPage projectRef={ref} />
}
