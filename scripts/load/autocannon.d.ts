/** The slice of autocannon@8's programmatic API the load test uses (the package ships no types). */
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string
    path?: string
    body?: string
    headers?: Record<string, string>
  }

  interface AutocannonOptions {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: AutocannonRequest[]
    verifyBody?: (body: string) => boolean
  }

  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
    total: number
  }

  interface AutocannonResult {
    duration: number
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    mismatches: number
    '2xx': number
  }

  /** An event emitter that is also thenable (when no callback is given). */
  interface AutocannonInstance extends PromiseLike<AutocannonResult> {
    stop(): void
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance
  export default autocannon
}
