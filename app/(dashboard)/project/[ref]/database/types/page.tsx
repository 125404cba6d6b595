import { TypesPage } from '@/components/database-types/types-page'

export default async function TypesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <TypesPage projectRef={ref} />
}
