import { RolesPage } from '@/components/database-roles/roles-page'

export default async function RolesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <RolesPage projectRef={ref} />
}
