import { StorageExplorer } from '@/components/storage/storage-explorer'

export default async function StorageFilesPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <StorageExplorer projectRef={ref} variant="files" />
}
