import { LogsExplorer } from '@/components/project/logs/logs-explorer'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Logs')

export default async function LogsPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <LogsExplorer projectRef={ref} />
}
