import { DatabaseHooksPage } from '@/components/database-hooks/database-hooks-page'

export default async function DatabaseHooksRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <DatabaseHooksPage projectRef={ref} />
}
