import { OrganizationHome } from '@/components/org/home/organization-home'
import { entityHomeMetadata } from '@/lib/routing/page-title'

export const metadata = entityHomeMetadata()

export default async function OrganizationPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <OrganizationHome slug={slug} />
}
