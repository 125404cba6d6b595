import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'

export const RECOMMENDATION_TEXTS = {
  heading: 'Things you can try',
  refresh: { title: 'Refresh the page', action: 'Refresh' },
  signOut: { title: 'Sign out and sign back in', action: 'Sign out' },
  clearStorage: {
    title: 'Clear browser storage',
    description: 'Clears the local and session storage of this site, then reloads the page.',
    action: 'Clear storage',
  },
  disableExtensions: {
    title: 'Disable extensions',
    description: 'Browser extensions that change page content, such as translators or ad blockers, can break the dashboard.',
  },
  contactSupport: {
    title: 'Contact support if the problem persists',
    description: 'The support form is prefilled with the details of this error.',
  },
} as const

export interface ErrorRecommendationsProps {
  onRefresh: () => void
  onSignOut: () => void
  onClearStorage: () => void
}

function Recommendation({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-4 py-2">
      <div className="flex flex-col">
        <span className="font-medium">{title}</span>
        {description && <span className="text-muted">{description}</span>}
      </div>
      {action}
    </li>
  )
}

/** SPEC §2: the five recommendations of the global error screen, in order. */
export function ErrorRecommendations({ onRefresh, onSignOut, onClearStorage }: ErrorRecommendationsProps) {
  return (
    <section aria-labelledby="error-recommendations" className="flex flex-col gap-1 text-sm">
      <h2 id="error-recommendations" className="font-medium text-muted">
        {RECOMMENDATION_TEXTS.heading}
      </h2>
      <ol className="divide-y divide-border">
        <Recommendation
          title={RECOMMENDATION_TEXTS.refresh.title}
          action={<Button size="tiny" onClick={onRefresh}>{RECOMMENDATION_TEXTS.refresh.action}</Button>}
        />
        <Recommendation
          title={RECOMMENDATION_TEXTS.signOut.title}
          action={<Button size="tiny" onClick={onSignOut}>{RECOMMENDATION_TEXTS.signOut.action}</Button>}
        />
        <Recommendation
          title={RECOMMENDATION_TEXTS.clearStorage.title}
          description={RECOMMENDATION_TEXTS.clearStorage.description}
          action={<Button size="tiny" onClick={onClearStorage}>{RECOMMENDATION_TEXTS.clearStorage.action}</Button>}
        />
        <Recommendation
          title={RECOMMENDATION_TEXTS.disableExtensions.title}
          description={RECOMMENDATION_TEXTS.disableExtensions.description}
        />
        <Recommendation
          title={RECOMMENDATION_TEXTS.contactSupport.title}
          description={RECOMMENDATION_TEXTS.contactSupport.description}
        />
      </ol>
    </section>
  )
}
