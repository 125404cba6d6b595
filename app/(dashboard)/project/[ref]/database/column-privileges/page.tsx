import { ColumnPrivilegesPage } from '@/components/column-privileges/column-privileges-page'

export default async function ColumnPrivilegesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <ColumnPrivilegesPage projectRef={ref} />
}
