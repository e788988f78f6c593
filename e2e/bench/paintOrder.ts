/**
 * When the browser drew its first contentful frame in a Lighthouse run, against when each script finished
 * downloading and was first evaluated (unthrottled, ms after the navigation started), read from the run's trace.
 * Lighthouse's simulated LCP counts every script evaluated before that paint as render-blocking, with its slow-4G
 * download; one evaluated after it is left out.
 */
export interface PaintOrder {
  firstPaintMs: number;
  scripts: { url: string; downloadedMs: number | undefined; evaluatedMs: number | undefined }[];
}

interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: { url?: string; requestId?: string; finishTime?: number; resourceType?: string } };
}

export function paintOrder(
  traceEvents: TraceEvent[],
  metrics: { observedNavigationStartTs?: number; observedFirstContentfulPaintTs?: number },
): PaintOrder | undefined {
  const start = metrics.observedNavigationStartTs;
  const paint = metrics.observedFirstContentfulPaintTs;
  if (start === undefined || paint === undefined) return undefined;
  const sinceStart = (microseconds: number) => (microseconds - start) / 1000;
  const scriptUrls = new Map<string, string>();
  const downloaded = new Map<string, number>();
  const evaluated = new Map<string, number>();
  for (const event of traceEvents) {
    const data = event.args?.data;
    if (!data) continue;
    if (event.name === 'ResourceSendRequest' && data.url && data.requestId && /\.js(\?|$)/.test(data.url))
      scriptUrls.set(data.requestId, data.url);
    else if (event.name === 'ResourceFinish' && data.requestId && data.finishTime)
      downloaded.set(data.requestId, sinceStart(data.finishTime * 1e6));
    else if (event.name === 'EvaluateScript' && data.url && !evaluated.has(data.url))
      evaluated.set(data.url, sinceStart(event.ts));
  }
  return {
    firstPaintMs: sinceStart(paint),
    scripts: [...scriptUrls].map(([requestId, url]) => ({
      url,
      downloadedMs: downloaded.get(requestId),
      evaluatedMs: evaluated.get(url),
    })),
  };
}

/** One line for the run's log: the first paint, how many scripts had arrived by then and which were evaluated. */
export function describePaintOrder(order: PaintOrder): string {
  const name = (url: string) => url.replace(/^https?:\/\/[^/]+\//, '').replace(/\?.*$/, '');
  const arrived = order.scripts.filter((s) => s.downloadedMs !== undefined && s.downloadedMs < order.firstPaintMs);
  const evaluated = order.scripts.filter((s) => s.evaluatedMs !== undefined && s.evaluatedMs < order.firstPaintMs);
  return (
    `first paint ${Math.round(order.firstPaintMs)} ms; before it ${arrived.length} scripts downloaded, ` +
    `${evaluated.length} evaluated` +
    (evaluated.length ? ` (${evaluated.map((s) => `${name(s.url)} @${Math.round(s.evaluatedMs!)}`).join(', ')})` : '')
  );
}
