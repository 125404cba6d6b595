import { StorageExplorer } from '@/components/project/storage/storage-explorer'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Storage')

export default async function StorageFilesPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <StorageExplorer projectRef={ref} variant="files" />
}
