import { UsersPage } from '@/components/project/auth/users-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Users')

export default async function UsersRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <UsersPage projectRef={ref} />
}
