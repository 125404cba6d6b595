import { OrganizationGeneralPage } from '@/components/org/settings/organization-general-page'

export default async function OrganizationGeneralRoute({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <OrganizationGeneralPage slug={slug} />
}
