// The small part of autocannon's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    pipelining?: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
  export default autocannon;
}
