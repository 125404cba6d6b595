import { TriggersPage } from '@/components/project/database/triggers/triggers-page'

export default async function TriggersRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <TriggersPage projectRef={ref} />
}
