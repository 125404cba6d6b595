'use client'

import dynamic from 'next/dynamic'

import { Spinner } from '@/components/ui/spinner'

/** CodeMirror is loaded in the browser only, on the SQL editor route: other routes never ship it. */
export const LazyCodeEditor = dynamic(() => import('./code-editor'), {
  ssr: false,
  loading: () => (
    <div className="flex h-full items-center justify-center">
      <Spinner label="Loading editor" />
    </div>
  ),
})
