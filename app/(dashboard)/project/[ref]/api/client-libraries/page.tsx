import { ClientLibrariesPage } from '@/components/project/client-libraries/client-libraries-page'

export default function ClientLibrariesRoute() {
  return <ClientLibrariesPage />
}
