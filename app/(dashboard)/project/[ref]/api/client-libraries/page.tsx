import { ClientLibrariesPage } from '@/components/client-libraries/client-libraries-page'

export default function ClientLibrariesRoute() {
  return <ClientLibrariesPage />
}
