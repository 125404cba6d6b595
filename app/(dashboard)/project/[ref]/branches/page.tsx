import { BranchesPage } from '@/components/project/branches/branches-page'

export default async function BranchesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <BranchesPage projectRef={ref} />
}
