'use client'

import { Cookie } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { CONSENT_TEXTS } from '@/lib/consent/consent'

export interface ConsentToastProps {
  onAccept: () => void
  onOptOut: () => void
  onOpenSettings: () => void
}

/** SPEC §2 "Cookie consent toast": a card at the bottom of the page until the user answers. */
export function ConsentToast({ onAccept, onOptOut, onOpenSettings }: ConsentToastProps) {
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-label={CONSENT_TEXTS.toastLabel}
      className="fixed right-4 bottom-4 z-40 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-sm shadow-lg"
    >
      <div className="flex items-start gap-2">
        <Cookie aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
        <p>{CONSENT_TEXTS.toast}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="tiny" variant="primary" onClick={onAccept}>
          {CONSENT_TEXTS.accept}
        </Button>
        <Button size="tiny" onClick={onOptOut}>
          {CONSENT_TEXTS.optOut}
        </Button>
        <Button size="tiny" variant="ghost" onClick={onOpenSettings}>
          {CONSENT_TEXTS.privacySettings}
        </Button>
      </div>
    </div>
  )
}
