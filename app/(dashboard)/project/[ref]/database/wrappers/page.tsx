import { WrappersPage } from '@/components/project/integrations/wrappers/wrappers-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Wrappers')

export default async function WrappersRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <WrappersPage projectRef={ref} />
}
