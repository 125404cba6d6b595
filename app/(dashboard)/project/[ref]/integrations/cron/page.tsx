import { CronJobsPage } from '@/components/project/integrations/cron/cron-jobs-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Cron')

export default async function CronPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <CronJobsPage projectRef={ref} />
}
