import { ClientLibrariesPage } from '@/components/project/client-libraries/client-libraries-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Client libraries')

export default function ClientLibrariesRoute() {
  return <ClientLibrariesPage />
}
