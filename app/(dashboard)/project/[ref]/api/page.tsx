import { ApiDocsPage } from '@/components/project/api-docs/api-docs-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('API docs')

export default async function ApiDocsRoute({
  params,
  searchParams,
}: {
  params: Promise<{ ref: string }>
  searchParams: Promise<{ resource?: string | string[] }>
}) {
  const { ref } = await params
  const { resource } = await searchParams
  return <ApiDocsPage projectRef={ref} resource={typeof resource === 'string' ? resource : undefined} />
}
