import { RealtimeSettingsPage } from '@/components/project/realtime/realtime-settings-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Realtime settings')

export default async function RealtimeSettingsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <RealtimeSettingsPage projectRef={ref} />
}
