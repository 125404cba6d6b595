import { ComputeSettingsPage } from '@/components/project/settings/compute-settings-page'

export default async function ProjectComputeSettingsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <ComputeSettingsPage projectRef={ref} />
}
