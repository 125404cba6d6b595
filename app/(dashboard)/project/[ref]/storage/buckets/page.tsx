import { StorageExplorer } from '@/components/storage/storage-explorer'

export default async function StorageBucketsPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <StorageExplorer projectRef={ref} variant="buckets" />
}
