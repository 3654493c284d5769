declare module 'autocannon' {
  interface Options { url: string; connections?: number; duration?: number; headers?: Record<string, string>; pipelining?: number }
  interface Histogram { average: number; p50: number; p99: number; mean: number; max: number }
  export interface Result { requests: Histogram & { total: number }; latency: Histogram; errors: number; non2xx: number; timeouts: number }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
