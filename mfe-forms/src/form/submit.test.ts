import { afterEach, describe, expect, it, vi } from 'vitest';
import { postLead } from './submit';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('postLead', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubFetch = (...answers: (Response | Error)[]) => {
    const calls: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(init);
        const answer = answers.shift();
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      }),
    );
    return calls;
  };
  const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];

  it('posts JSON with an Idempotency-Key and reports a stored lead', async () => {
    const calls = stubFetch(json(201, { success: true, id: 'x' }));
    expect(await postLead('/api/submissions', { formType: 'contact' })).toEqual({ kind: 'stored' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: '{"formType":"contact"}' });
    expect((calls[0]!.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(keyOf(calls[0]!)).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('retries a network failure or a gateway error once, with the same key', async () => {
    const calls = stubFetch(new TypeError('Failed to fetch'), json(201, { success: true }));
    expect(await postLead('/api/submissions', {}, 'key-one-123')).toEqual({ kind: 'stored' });
    expect(calls.map(keyOf)).toEqual(['key-one-123', 'key-one-123']);
    const twice = stubFetch(json(502, { success: false }), json(503, { success: false, error: 'down' }));
    expect(await postLead('/api/submissions', {})).toEqual({ kind: 'failed', status: 503, error: 'down' });
    expect(twice).toHaveLength(2);
    expect(keyOf(twice[0]!)).toBe(keyOf(twice[1]!));
  });

  it('does not retry an answer about the lead itself', async () => {
    const calls = stubFetch(json(400, { success: false, error: 'x', fieldErrors: { phone: 'Bad' } }));
    expect(await postLead('/api/submissions', {})).toEqual({
      kind: 'invalid',
      fieldErrors: { phone: 'Bad' },
      error: 'x',
    });
    const limited = stubFetch(json(429, { success: false, error: 'Too many requests' }));
    expect(await postLead('/api/submissions', {})).toEqual({ kind: 'failed', status: 429, error: 'Too many requests' });
    expect([calls.length, limited.length]).toEqual([1, 1]);
  });
});
