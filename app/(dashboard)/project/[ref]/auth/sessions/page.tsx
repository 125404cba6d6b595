import { AuthConfigPage } from '@/components/project/auth/auth-config-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Sessions')

export default async function AuthConfigRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <AuthConfigPage projectRef={ref} page="sessions" />
}
