import { describe, expect, it } from "vitest";
import { parseWrk, wrkMs } from "./run";

// Printed by wrk 4.1.0 (Debian) on this machine.
const OK = `Running 2s test @ http://127.0.0.1:3300/counties/harris
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.97ms    4.71ms  82.71ms   95.57%
    Req/Sec     9.08k     2.78k   11.98k    80.00%
  Latency Distribution
     50%  768.00us
     75%    1.41ms
     90%    3.44ms
     99%   26.67ms
  18099 requests in 2.00s, 207.54MB read
Requests/sec:   9037.58
Transfer/sec:    103.63MB
`;
const FAILING = `Running 1s test @ http://127.0.0.1:3300/no-such-page
  1 threads and 100 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   444.57ms   12.41ms    1.70s    81.53%
    Req/Sec   222.20     72.67   320.00     50.00%
  Latency Distribution
     50%  442.21ms
     75%  446.88ms
     90%  558.20ms
     99%    1.42s 
  222 requests in 1.00s, 3.24MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 222
Requests/sec:    221.52
Transfer/sec:      3.24MB
`;

describe("reading wrk's report", () => {
  it("takes the rate and the 50th and 99th percentiles, in milliseconds", () => {
    expect(parseWrk(OK)).toEqual({ rps: 9037.58, p50: 0.77, p99: 26.67, errors: 0, non2xx: 0 });
  });

  it("counts socket errors and timeouts as errors, and non-2xx answers apart", () => {
    expect(parseWrk(FAILING)).toEqual({ rps: 221.52, p50: 442.21, p99: 1420, errors: 5, non2xx: 222 });
  });

  it("converts each unit wrk prints", () => {
    expect([wrkMs("812.00us"), wrkMs("9.22ms"), wrkMs("1.42s"), wrkMs("2.00m")]).toEqual([
      0.81, 9.22, 1420, 120000,
    ]);
    expect(() => wrkMs("fast")).toThrow();
  });

  it("refuses output without a rate (wrk failed to connect)", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:3300 Connection refused")).toThrow(
      /unexpected wrk output/,
    );
  });
});
