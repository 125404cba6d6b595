import { WrappersPage } from '@/components/wrappers/wrappers-page'

export default async function WrappersRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <WrappersPage projectRef={ref} />
}
