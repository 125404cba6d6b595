import { NewProjectForOrganization } from '@/components/org/new-project/new-project-for-organization'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('New project')

export default async function NewProjectPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <NewProjectForOrganization slug={slug} />
}
