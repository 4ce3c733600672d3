// The no-connection flag kept by the data fetch wrapper: set by a failed request, cleared by the next answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectivityFetch, isNoConnection, reportConnection } from './connectivity.ts';

afterEach(() => reportConnection(true));

describe('createConnectivityFetch', () => {
  it('sets the flag and rethrows when the request fails, and clears it on the next response', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = createConnectivityFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(failing('/graphql')).rejects.toThrow('Failed to fetch');
    expect(isNoConnection()).toBe(true);
    expect(error).toHaveBeenCalledWith('Failed to fetch', expect.any(TypeError));

    const answering = createConnectivityFetch(async () => new Response('{}', { status: 400 }));
    await answering('/graphql');
    expect(isNoConnection()).toBe(false);
  });

  it('treats a gateway error as no connection and ignores aborted requests', async () => {
    await createConnectivityFetch(async () => new Response('', { status: 503 }))('/graphql');
    expect(isNoConnection()).toBe(true);
    reportConnection(true);
    const aborted = createConnectivityFetch(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(aborted('/graphql')).rejects.toThrow('aborted');
    expect(isNoConnection()).toBe(false);
  });
});
