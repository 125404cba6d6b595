import { VaultSecretsPage } from '@/components/vault/vault-secrets-page'

export default async function VaultSecretsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <VaultSecretsPage projectRef={ref} />
}
