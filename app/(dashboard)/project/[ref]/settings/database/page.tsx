import { DatabaseSettingsPage } from '@/components/project/settings/database-settings-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Database settings')

export default async function ProjectDatabaseSettingsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <DatabaseSettingsPage projectRef={ref} />
}
