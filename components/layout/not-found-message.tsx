import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'

import { FullPageMessage } from './full-page-message'

/**
 * A not-found page's body: what was not found, and the way back. "/" sends the user on to the
 * fallback home (their last organization, or the default project self-hosted; SPEC §2).
 */
export function NotFoundMessage({ title, description }: { title: string; description: string }) {
  return (
    <FullPageMessage title={title} description={description}>
      <Button asChild variant="primary">
        <AppLink href="/">Back to the dashboard</AppLink>
      </Button>
    </FullPageMessage>
  )
}
