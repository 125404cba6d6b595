import { FunctionsPage } from '@/components/project/database/functions/functions-page'

export default async function FunctionsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <FunctionsPage projectRef={ref} />
}
