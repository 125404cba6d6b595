import { JoinOrganization } from '@/components/org/home/join-organization'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Join organization')

export default function JoinPage() {
  return (
    <main className="flex flex-1 flex-col">
      <JoinOrganization />
    </main>
  )
}
