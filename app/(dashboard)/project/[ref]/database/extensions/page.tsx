import { ExtensionsPage } from '@/components/extensions/extensions-page'

export default async function DatabaseExtensionsPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <ExtensionsPage projectRef={ref} />
}
