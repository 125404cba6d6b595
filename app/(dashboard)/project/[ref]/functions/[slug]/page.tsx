import { FunctionDetailPage } from '@/components/project/functions/function-detail-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Edge Function')

export default async function FunctionRoute({ params }: { params: Promise<{ ref: string; slug: string }> }) {
  const { ref, slug } = await params
  return <FunctionDetailPage projectRef={ref} slug={slug} />
}
