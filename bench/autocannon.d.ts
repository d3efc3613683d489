// autocannon ships no types; this declares the small surface the benchmark uses.
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  export type RawRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };

  export type RequestStep = RawRequest & {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestStep[];
  };

  export type Result = {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    totalRequests: number;
    totalCompletedRequests: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  type Instance = PromiseLike<Result> & {
    stop: () => void;
    on: (
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ) => void;
  };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
