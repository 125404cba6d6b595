import { CronJobsPage } from '@/components/cron/cron-jobs-page'

export default async function CronPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <CronJobsPage projectRef={ref} />
}
