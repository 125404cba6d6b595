import { OrganizationHome } from '@/components/organizations/organization-home'

export default async function OrganizationPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <OrganizationHome slug={slug} />
}
