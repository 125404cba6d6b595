import { FunctionDetailPage } from '@/components/project/functions/function-detail-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Edge Function')

// Not [slug]: the shell's route guards read a `slug` parameter as an organization's.
export default async function FunctionRoute({ params }: { params: Promise<{ ref: string; functionSlug: string }> }) {
  const { ref, functionSlug } = await params
  return <FunctionDetailPage projectRef={ref} slug={functionSlug} />
}
