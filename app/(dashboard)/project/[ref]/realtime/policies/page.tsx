import { RealtimePoliciesPage } from '@/components/project/realtime/realtime-policies-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Realtime policies')

export default async function RealtimePoliciesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <RealtimePoliciesPage projectRef={ref} />
}
