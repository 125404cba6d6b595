import { DatabaseHooksPage } from '@/components/project/integrations/webhooks/database-hooks-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Database hooks')

export default async function DatabaseHooksRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <DatabaseHooksPage projectRef={ref} />
}
