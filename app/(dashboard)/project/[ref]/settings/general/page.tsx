import { GeneralSettingsPage } from '@/components/project/settings/general-settings-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('General settings')

export default async function ProjectGeneralSettingsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <GeneralSettingsPage projectRef={ref} />
}
