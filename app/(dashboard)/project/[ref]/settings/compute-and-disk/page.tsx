import { ComputeSettingsPage } from '@/components/project/settings/compute-settings-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Compute and disk')

export default async function ProjectComputeSettingsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <ComputeSettingsPage projectRef={ref} />
}
