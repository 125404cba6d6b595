import { MigrationsPage } from '@/components/project/database/migrations/migrations-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Migrations')

export default async function MigrationsRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  return <MigrationsPage projectRef={ref} />
}
