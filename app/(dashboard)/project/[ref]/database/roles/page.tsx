import { RolesPage } from '@/components/project/database/roles/roles-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Database roles')

export default async function RolesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <RolesPage projectRef={ref} />
}
