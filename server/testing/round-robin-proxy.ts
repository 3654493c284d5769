import http from 'node:http';

export interface RoundRobinProxy {
  /** How many requests went to each upstream port so far. */
  served: Map<number, number>;
  stop(): Promise<void>;
}

/**
 * A load balancer in front of several instances on loopback ports: each request goes to the next one in turn,
 * so consecutive requests (the steps of one sign-in too) land on alternate instances.
 */
export async function startRoundRobinProxy(port: number, upstreams: readonly number[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const served = new Map(upstreams.map((upstream) => [upstream, 0]));
  const proxy = http.createServer((request, response) => {
    const target = upstreams[turn++ % upstreams.length]!;
    served.set(target, served.get(target)! + 1);
    const upstream = http.request({
      host: '127.0.0.1', port: target, method: request.method, path: request.url, headers: request.headers,
    }, (answer) => {
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    served,
    stop: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
