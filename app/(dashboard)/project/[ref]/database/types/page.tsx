import { TypesPage } from '@/components/project/database/types/types-page'

export default async function TypesRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <TypesPage projectRef={ref} />
}
