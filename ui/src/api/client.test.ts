import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFile, apiGet, apiPost, retryWaitMs, SUCCESS, UNAVAILABLE_RETRIES } from './client.ts';

const unavailable = (retryAfter = '2') =>
  new Response(JSON.stringify({ status: 503, statusText: 'The service is briefly unavailable.', data: null }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
  });
const ok = () => new Response(JSON.stringify({ status: SUCCESS, statusText: 'OK', data: { id: 7 } }), { status: 200 });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('sessionStorage', { getItem: () => null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a read refused for an outage (503)', () => {
  it('is sent again after the Retry-After the server gave, and answers with the reply that came', async () => {
    fetchMock.mockResolvedValueOnce(unavailable('2')).mockResolvedValueOnce(ok());
    const reply = apiGet<{ id: number }>('dashboard/loans/1');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await reply).toMatchObject({ status: SUCCESS, data: { id: 7 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/dashboard/loans/1');
  });

  it('is sent again twice at most, then the page gets the 503 and its message', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(unavailable('1')));
    const reply = apiGet('dashboard/loans/1');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await reply).toMatchObject({ status: 503, statusText: 'The service is briefly unavailable.' });
    expect(fetchMock).toHaveBeenCalledTimes(1 + UNAVAILABLE_RETRIES);
  });

  it('is sent again for a file too', async () => {
    fetchMock.mockResolvedValueOnce(unavailable('1')).mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200 }));
    const file = apiFile('doc/view/3');
    await vi.advanceTimersByTimeAsync(1_000);
    const result = await file;
    expect(result.ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('a write refused for an outage', () => {
  it('is not sent again by itself: the page says so and its reader sends it again', async () => {
    fetchMock.mockResolvedValue(unavailable('1'));
    const reply = apiPost('common/contactus', { contName: 'Maria' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await reply).toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the wait before a read is sent again', () => {
  it("is the reply's Retry-After in seconds, at most 10 s, else 1 s", () => {
    expect(retryWaitMs('3')).toBe(3_000);
    expect(retryWaitMs('0')).toBe(0);
    expect(retryWaitMs('120')).toBe(10_000);
    expect(retryWaitMs(null)).toBe(1_000);
    expect(retryWaitMs('')).toBe(1_000);
    expect(retryWaitMs('Wed, 21 Oct 2026 07:28:00 GMT')).toBe(1_000);
  });
});
