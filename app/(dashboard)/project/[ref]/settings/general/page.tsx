import { GeneralSettingsPage } from '@/components/project/settings/general-settings-page'

export default async function ProjectGeneralSettingsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <GeneralSettingsPage projectRef={ref} />
}
