import { redirect } from 'next/navigation'

import { getServerConfig } from '@/lib/server/config'
import { PlatformHomeRedirect } from '@/components/shell/layout/platform-home-redirect'
import { entityHomeMetadata } from '@/lib/routing/page-title'

export const metadata = entityHomeMetadata()

/** SPEC §2 fallback home: self-hosted → /project/default; platform → last visited org or /organizations. */
export default function HomePage() {
  if (!getServerConfig().isPlatform) redirect('/project/default')
  return <PlatformHomeRedirect />
}
