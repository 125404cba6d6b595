import { NewProjectForOrganization } from '@/components/new-project/new-project-for-organization'

export default async function NewProjectPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <NewProjectForOrganization slug={slug} />
}
