import { NewProjectFromPlan } from '@/components/org/new-project/new-project-from-plan'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('New project')

export default async function NewProjectFromPlanPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { plan } = await searchParams
  return <NewProjectFromPlan planParam={plan} />
}
