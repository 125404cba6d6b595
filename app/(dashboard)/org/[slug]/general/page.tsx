import { OrganizationGeneralPage } from '@/components/organization-settings/organization-general-page'

export default async function OrganizationGeneralRoute({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <OrganizationGeneralPage slug={slug} />
}
