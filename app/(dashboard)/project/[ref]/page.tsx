import { ProjectHome } from '@/components/project/home/project-home'

export default async function ProjectHomePage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <ProjectHome projectRef={ref} />
}
