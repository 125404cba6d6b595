import { Button, buttonVariants } from '@/components/ui/button'

/** React's own issue about third-party DOM changes breaking removeChild/insertBefore. */
export const DOM_MUTATION_INFO_URL = 'https://github.com/facebook/react/issues/11538'

export const DOM_MUTATION_TEXTS = {
  title: 'A browser translation tool or extension may have caused this error',
  message:
    'Translation tools (such as Google Translate) and some browser extensions change the page in ways the dashboard cannot follow. Turn them off for this site, then refresh the page.',
  refresh: 'Refresh',
  moreInformation: 'More information',
  stillStuck: 'Still stuck?',
} as const

/** SPEC §2: the removeChild/insertBefore variant of the global error screen. */
export function DomMutationWarning({ supportHref, onRefresh }: { supportHref: string; onRefresh: () => void }) {
  const linkClass = buttonVariants({ variant: 'outline', size: 'small' })
  return (
    <section aria-labelledby="dom-mutation-warning" className="flex flex-col gap-3 rounded-md border border-warning/40 bg-warning/10 p-4 text-sm">
      <h2 id="dom-mutation-warning" className="font-medium">
        {DOM_MUTATION_TEXTS.title}
      </h2>
      <p className="text-muted">{DOM_MUTATION_TEXTS.message}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="small" onClick={onRefresh}>
          {DOM_MUTATION_TEXTS.refresh}
        </Button>
        <a className={linkClass} href={DOM_MUTATION_INFO_URL} target="_blank" rel="noreferrer noopener">
          {DOM_MUTATION_TEXTS.moreInformation}
        </a>
        <a className={linkClass} href={supportHref}>
          {DOM_MUTATION_TEXTS.stillStuck}
        </a>
      </div>
    </section>
  )
}
