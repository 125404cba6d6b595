import { SecurityAdvisorPage } from '@/components/advisors/security-advisor-page'

export default async function SecurityAdvisorRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <SecurityAdvisorPage projectRef={ref} />
}
