import { FunctionSecretsPage } from '@/components/project/functions/function-secrets-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Edge Function secrets')

export default async function FunctionSecretsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <FunctionSecretsPage projectRef={ref} />
}
