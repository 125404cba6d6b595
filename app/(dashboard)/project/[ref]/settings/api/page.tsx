import { ApiSettingsPage } from '@/components/project/settings/api-settings-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('API settings')

export default async function ProjectApiSettingsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <ApiSettingsPage projectRef={ref} />
}
