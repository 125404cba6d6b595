import { OrganizationHome } from '@/components/org/home/organization-home'

export default async function OrganizationPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <OrganizationHome slug={slug} />
}
