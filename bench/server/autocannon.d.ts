declare module 'autocannon' {
  interface Request { path?: string; method?: string; headers?: Record<string, string> }
  interface Options {
    url: string; connections?: number; duration?: number; headers?: Record<string, string>; pipelining?: number;
    /** Each connection cycles through these; setupRequest may rewrite the request (here: its path) every time. */
    requests?: Array<{ setupRequest?: (request: Request) => Request }>;
  }
  interface Histogram { average: number; p50: number; p99: number; mean: number; max: number }
  export interface Result { requests: Histogram & { total: number }; latency: Histogram; errors: number; non2xx: number; timeouts: number }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
