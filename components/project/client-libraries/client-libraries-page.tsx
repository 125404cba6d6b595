'use client'

import { BookOpen, CodeXml } from 'lucide-react'

import { PageShell } from '@/components/ui/page-shell'
import { useConfig } from '@/lib/config/use-config'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { clientLibraries } from '@/lib/catalog/client-libraries'

/** /project/{ref}/api/client-libraries: the client libraries of the catalogue, with their docs and sources. */
export function ClientLibrariesPage() {
  const { docsUrl } = useConfig()
  const libraries = clientLibraries(docsUrl)
  return (
    <PageShell title="Client Libraries" description="Libraries for talking to your project from your application's language.">
      <ul aria-label="Client libraries" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {libraries.map((library) => (
          <li key={library.language} className="flex flex-col gap-3 rounded-md border border-border p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-base font-medium">{library.language}</h2>
              <Badge variant={library.officialSupport ? 'brand' : 'outline'}>
                {library.officialSupport ? 'Official' : 'Community'}
              </Badge>
              {library.releaseState && <Badge variant="warning">{library.releaseState}</Badge>}
            </div>
            <div className="mt-auto flex flex-wrap gap-2">
              <Button asChild size="tiny">
                <a href={library.docsUrl} target="_blank" rel="noreferrer" aria-label={`${library.language} documentation`}>
                  <BookOpen aria-hidden="true" className="size-3.5" />
                  Docs
                </a>
              </Button>
              <Button asChild size="tiny" variant="outline">
                <a href={library.gitUrl} target="_blank" rel="noreferrer" aria-label={`${library.language} source on GitHub`}>
                  <CodeXml aria-hidden="true" className="size-3.5" />
                  GitHub
                </a>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </PageShell>
  )
}
