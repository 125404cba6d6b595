import { BranchesPage } from '@/components/project/branches/branches-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Branches')

export default async function BranchesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <BranchesPage projectRef={ref} />
}
