import { ColumnPrivilegesPage } from '@/components/project/database/column-privileges/column-privileges-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Column privileges')

export default async function ColumnPrivilegesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <ColumnPrivilegesPage projectRef={ref} />
}
