import '@testing-library/jest-dom/vitest'

import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor give up after one second by default: on a loaded two-core machine a first render
// (module transforms, lazy chunks, MSW round trips) can take longer, and the test then fails for
// nothing. They still return as soon as what they wait for is there; only a real miss waits this long.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => cleanup())
