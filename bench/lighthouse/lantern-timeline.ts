import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

interface LanternNode {
  type: 'network' | 'cpu';
  request?: { url: string };
  childEvents?: Array<{ name: string; args?: { data?: { url?: string } } }>;
}
interface Estimate { timeInMs: number; nodeTimings: Map<LanternNode, { startTime: number; endTime: number }> }

/**
 * The simulated LCP's schedule, as Lighthouse's Lantern computed it from one run: each request and main-thread
 * task it counted, with its simulated start and end (ms), in start order. The observed trace does not show it:
 * the simulation queues requests on six connections per origin, shares the bandwidth among them and runs the
 * main thread four times slower, so a page's critical path there differs from the trace's.
 */
export async function lanternTimeline(artifacts: Record<string, unknown>, settings: unknown): Promise<string> {
  const data = {
    trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings,
    URL: artifacts.URL, SourceMaps: artifacts.SourceMaps ?? [], simulator: null,
  };
  const lcp = (await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map() } as never)) as unknown as { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
  const estimate = lcp.optimisticEstimate;
  const label = (node: LanternNode) => node.type === 'network'
    ? `network ${new URL(node.request!.url).pathname}`
    : `cpu     ${(node.childEvents ?? []).slice(0, 3).map((e) => e.name + (e.args?.data?.url ? `(${e.args.data.url.split('/').pop()})` : '')).join(', ')}`;
  const rows = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)
    .map(([node, t]) => `${t.startTime.toFixed(0).padStart(6)} ${t.endTime.toFixed(0).padStart(6)}  ${label(node)}`);
  const header = `Lantern LCP estimates: optimistic ${estimate.timeInMs.toFixed(0)} ms, pessimistic ${lcp.pessimisticEstimate.timeInMs.toFixed(0)} ms (Lighthouse reports their mean); the optimistic schedule:`;
  return [header, ' start    end', ...rows].join('\n') + '\n';
}
