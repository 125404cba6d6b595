import { RealtimeInspectorPage } from '@/components/project/realtime/realtime-inspector-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Realtime inspector')

export default async function RealtimeInspectorRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <RealtimeInspectorPage projectRef={ref} />
}
