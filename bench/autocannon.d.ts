// The parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests a second across all connections (a steady load instead of as fast as possible). */
    overallRate?: number;
    headers?: Record<string, string>;
    requests?: {
      method: string;
      path?: string;
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
    }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
