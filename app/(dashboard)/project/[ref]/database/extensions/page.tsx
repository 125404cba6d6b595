import { ExtensionsPage } from '@/components/project/database/extensions/extensions-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Extensions')

export default async function DatabaseExtensionsPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <ExtensionsPage projectRef={ref} />
}
