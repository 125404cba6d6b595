'use client'

import { lazyComponent } from '@/components/ui/lazy-component'
import { Spinner } from '@/components/ui/spinner'

/** CodeMirror is loaded in the browser only, on the SQL editor route: other routes never ship it. */
export const LazyCodeEditor = lazyComponent(() => import('./code-editor').then((module) => module.default), {
  isClientOnly: true,
  fallback: (
    <div className="flex h-full items-center justify-center">
      <Spinner label="Loading editor" />
    </div>
  ),
})
