import { TypesPage } from '@/components/project/database/types/types-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Database types')

export default async function TypesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <TypesPage projectRef={ref} />
}
