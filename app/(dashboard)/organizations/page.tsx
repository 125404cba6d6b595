import { OrganizationsList } from '@/components/organizations/organizations-list'

export default function OrganizationsPage() {
  return <OrganizationsList />
}
