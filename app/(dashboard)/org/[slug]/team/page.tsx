import { TeamPage } from '@/components/org/settings/team-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Team')

export default async function OrganizationTeamPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <TeamPage slug={slug} />
}
