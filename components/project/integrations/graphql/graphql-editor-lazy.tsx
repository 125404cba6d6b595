'use client'

import { lazyComponent } from '@/components/ui/lazy-component'
import { Spinner } from '@/components/ui/spinner'

/** CodeMirror and graphql-js load in the browser only, on GraphiQL: no other route ships them. */
export const LazyGraphqlEditor = lazyComponent(() => import('./graphql-editor').then((module) => module.default), {
  isClientOnly: true,
  fallback: (
    <div className="flex h-72 items-center justify-center rounded-md border border-border">
      <Spinner label="Loading editor" />
    </div>
  ),
})
