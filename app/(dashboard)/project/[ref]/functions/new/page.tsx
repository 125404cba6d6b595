import { NewFunctionPage } from '@/components/project/functions/new-function-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('New function')

export default async function NewFunctionRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <NewFunctionPage projectRef={ref} />
}
