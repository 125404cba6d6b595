import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { SUPPORT_EMAIL } from '@/lib/constants'

export const PRIVACY_SETTINGS_ERROR_TEXTS = {
  title: 'Unable to Load Privacy Settings',
  message:
    'The privacy settings could not be loaded. Ad blockers and network problems are the usual cause: please disable your ad blocker and try again, or contact support.',
  retry: 'Try again',
  contactSupport: 'Contact support',
} as const

/** SPEC §8: what the privacy settings show when the categories cannot be loaded. */
export function PrivacySettingsLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Admonition
      type="warning"
      title={PRIVACY_SETTINGS_ERROR_TEXTS.title}
      actions={
        <>
          <Button size="tiny" onClick={onRetry} loading={isRetrying}>
            {PRIVACY_SETTINGS_ERROR_TEXTS.retry}
          </Button>
          <Button size="tiny" variant="ghost" asChild>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{PRIVACY_SETTINGS_ERROR_TEXTS.contactSupport}</a>
          </Button>
        </>
      }
    >
      {PRIVACY_SETTINGS_ERROR_TEXTS.message}
    </Admonition>
  )
}
