import { FunctionsPage } from '@/components/project/database/functions/functions-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Database functions')

export default async function FunctionsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <FunctionsPage projectRef={ref} />
}
