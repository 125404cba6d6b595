import { TriggersPage } from '@/components/database-triggers/triggers-page'

export default async function TriggersRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <TriggersPage projectRef={ref} />
}
