import { ApiKeysPage } from '@/components/project/settings/api-keys-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('API keys')

export default async function ProjectApiKeysRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <ApiKeysPage projectRef={ref} />
}
