import { OrganizationsList } from '@/components/org/home/organizations-list'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Organizations')

export default function OrganizationsPage() {
  return (
    <main className="flex flex-1 flex-col">
      <OrganizationsList />
    </main>
  )
}
