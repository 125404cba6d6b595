import { TriggersPage } from '@/components/project/database/triggers/triggers-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Triggers')

export default async function TriggersRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <TriggersPage projectRef={ref} />
}
