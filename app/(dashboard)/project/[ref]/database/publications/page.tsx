import { PublicationsPage } from '@/components/project/database/publications/publications-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Publications')

export default async function PublicationsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <PublicationsPage projectRef={ref} />
}
