import { TeamPage } from '@/components/organization-settings/team-page'

export default async function OrganizationTeamPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <TeamPage slug={slug} />
}
