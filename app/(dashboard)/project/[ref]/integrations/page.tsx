import { IntegrationsPage } from '@/components/project/integrations/overview/integrations-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Integrations')

export default async function IntegrationsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <IntegrationsPage projectRef={ref} />
}
