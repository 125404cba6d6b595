import { JoinOrganization } from '@/components/organizations/join-organization'

export default function JoinPage() {
  return <JoinOrganization />
}
