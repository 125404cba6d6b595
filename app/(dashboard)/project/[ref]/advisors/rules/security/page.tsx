import { SecurityAdvisorPage } from '@/components/advisors/security-advisor-page'

export default async function SecurityAdvisorRulesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <SecurityAdvisorPage projectRef={ref} hasRuleControls />
}
