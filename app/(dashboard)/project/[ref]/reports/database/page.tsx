import { DatabaseReportPage } from '@/components/project/reports/database-report-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Database report')

export default async function DatabaseReportRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <DatabaseReportPage projectRef={ref} />
}
