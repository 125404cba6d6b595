import { LoaderCircle } from 'lucide-react'

import { cn } from '@/lib/utils/cn'

interface SpinnerProps {
  className?: string
  /** Accessible name; the spinner is announced as a status while something is in progress. */
  label?: string
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
    </span>
  )
}
