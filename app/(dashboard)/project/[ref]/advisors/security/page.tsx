import { SecurityAdvisorPage } from '@/components/project/advisors/security-advisor-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Security advisor')

export default async function SecurityAdvisorRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <SecurityAdvisorPage projectRef={ref} />
}
