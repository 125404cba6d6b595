import { DatabaseSettingsPage } from '@/components/project/settings/database-settings-page'

export default async function ProjectDatabaseSettingsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <DatabaseSettingsPage projectRef={ref} />
}
