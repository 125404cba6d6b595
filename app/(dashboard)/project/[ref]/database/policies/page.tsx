import { PoliciesPage } from '@/components/project/database/policies/policies-page'

export default async function PoliciesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <PoliciesPage projectRef={ref} />
}
