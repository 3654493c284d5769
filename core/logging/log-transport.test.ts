import { describe, expect, it, vi } from 'vitest';
import { fetchLogSend, LogSendError, NoSessionError } from './log-transport';
import type { LogBatch } from './logger';

const batch: LogBatch = { version: '0.1', items: [] };

describe('fetchLogSend', () => {
  it('posts the batch to the log endpoint with the session header, as a keepalive request when asked', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ accepted: 0 }), { status: 202 }));
    const send = fetchLogSend(() => 'T0KEN', 'https://portal.example', fetchImpl);
    await send(batch, { keepalive: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://portal.example/api/logging/v1/log');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify(batch) });
    expect(init.headers).toMatchObject({ Authorization: 'UDSLongToken T0KEN', 'Content-Type': 'application/json' });
    await send(batch);
    expect((fetchImpl.mock.calls[1] as unknown as [string, RequestInit])[1].keepalive).toBe(false);
  });

  it('fails with the status on an error answer, and without a request when signed out', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 503 }));
    await expect(fetchLogSend(() => 'T', 'https://p.example', fetchImpl)(batch)).rejects.toEqual(new LogSendError(503));
    await expect(fetchLogSend(() => null, 'https://p.example', fetchImpl)(batch)).rejects.toBeInstanceOf(NoSessionError);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("keeps a 429's Retry-After (seconds) so the shipper waits as long as the server asked", async () => {
    const answer = (headers: Record<string, string>) => vi.fn(async () => new Response('', { status: 429, headers }));
    const refusal = (headers: Record<string, string>) => fetchLogSend(() => 'T', 'https://p.example', answer(headers))(batch).catch((e: LogSendError) => e);
    expect(await refusal({ 'retry-after': '60' })).toMatchObject({ status: 429, retryAfterMs: 60_000 });
    expect(await refusal({ 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' })).toMatchObject({ status: 429, retryAfterMs: 0 });
    expect(await refusal({})).toMatchObject({ status: 429, retryAfterMs: 0 });
  });
});
