import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setAuthHooks } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthHooks(null);
});

function hooks(token: string | null, refreshed: string | null) {
  const state = { token, signedOut: 0, refreshes: 0 };
  setAuthHooks({
    getAccessToken: () => state.token,
    refresh: async () => {
      state.refreshes++;
      state.token = refreshed;
      return refreshed;
    },
    signedOut: () => {
      state.signedOut++;
    },
  });
  return state;
}

describe('api client', () => {
  it('sends JSON with the bearer token', async () => {
    hooks('tok', null);
    const fetchMock = vi.fn(async () => json(200, { success: true, n: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ success: true, n: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer tok' });
    expect(init.body).toBe('{"a":1}');
  });

  it('on a 401 refreshes once and retries with the new token', async () => {
    const state = hooks('old', 'new');
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization ?? '';
      seen.push(auth);
      return auth === 'Bearer new' ? json(200, { success: true }) : json(401, { success: false, error: 'x' });
    });
    await expect(apiRequest('/api/x')).resolves.toEqual({ success: true });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(state).toMatchObject({ refreshes: 1, signedOut: 0 });
  });

  it('signs out when the refresh fails or the retry is refused too', async () => {
    const failed = hooks('old', null);
    vi.stubGlobal('fetch', async () => json(401, { success: false, error: 'Invalid or expired token' }));
    await expect(apiRequest('/api/x')).rejects.toThrow('Invalid or expired token');
    expect(failed).toMatchObject({ refreshes: 1, signedOut: 1 });
    const refused = hooks('old', 'new');
    await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ refreshes: 1, signedOut: 1 });
  });

  it('uses the server error text, a fallback, or the status; network failures have their own message', async () => {
    vi.stubGlobal('fetch', async () => json(409, { success: false, error: 'Taken' }));
    await expect(apiRequest('/api/x')).rejects.toThrow('Taken');
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 500 }));
    await expect(apiRequest('/api/x', { fallbackError: 'Failed to load collections' })).rejects.toThrow(
      'Failed to load collections',
    );
    await expect(apiRequest('/api/x')).rejects.toThrow('Server responded with status: 500');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(apiRequest('/api/x')).rejects.toThrow('Network error. Please try again.');
  });
});
