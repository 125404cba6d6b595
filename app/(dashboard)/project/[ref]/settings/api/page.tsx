import { ApiSettingsPage } from '@/components/project/settings/api-settings-page'

export default async function ProjectApiSettingsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <ApiSettingsPage projectRef={ref} />
}
