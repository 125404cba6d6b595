import { VaultSecretsPage } from '@/components/project/integrations/vault/vault-secrets-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Vault')

export default async function VaultSecretsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <VaultSecretsPage projectRef={ref} />
}
