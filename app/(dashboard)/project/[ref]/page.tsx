import { ProjectHome } from '@/components/project/home/project-home'
import { entityHomeMetadata } from '@/lib/routing/page-title'

export const metadata = entityHomeMetadata()

export default async function ProjectHomePage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <ProjectHome projectRef={ref} />
}
