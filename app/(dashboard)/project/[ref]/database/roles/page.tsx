import { RolesPage } from '@/components/project/database/roles/roles-page'

export default async function RolesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <RolesPage projectRef={ref} />
}
