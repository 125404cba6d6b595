import { LogsExplorer } from '@/components/logs/logs-explorer'

export default async function LogsPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <LogsExplorer projectRef={ref} />
}
