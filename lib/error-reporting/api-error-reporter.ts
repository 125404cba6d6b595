import { setErrorReporter } from '@/lib/api/error-reporter'

import { captureError } from './reporter'

/**
 * SPEC §8: API errors that carry no message are reported. lib/api only exposes a hook point;
 * this connects it to the reporting service.
 */
export function registerApiErrorReporter(): () => void {
  setErrorReporter((error, context) => {
    void captureError(error, { source: 'platform-api', ...context })
  })
  return () => setErrorReporter(null)
}
