import { OrganizationGeneralPage } from '@/components/org/settings/organization-general-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Organization settings')

export default async function OrganizationGeneralRoute({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <OrganizationGeneralPage slug={slug} />
}
