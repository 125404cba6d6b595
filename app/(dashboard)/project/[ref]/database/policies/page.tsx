import { PoliciesPage } from '@/components/project/database/policies/policies-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Policies')

export default async function PoliciesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <PoliciesPage projectRef={ref} />
}
