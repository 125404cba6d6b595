import { NewProjectFromPlan } from '@/components/new-project/new-project-from-plan'

export default async function NewProjectFromPlanPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { plan } = await searchParams
  return <NewProjectFromPlan planParam={plan} />
}
