import { UsagePage } from '@/components/org/usage/usage-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Usage')

export default async function OrganizationUsagePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <UsagePage slug={slug} />
}
