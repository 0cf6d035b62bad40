import { describe, expect, it } from 'vitest';
import { readSubmitAnswer } from './answer';

const answer = (status: number, body: unknown) =>
  readSubmitAnswer(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe("form-api's answer, as the browser's form and the shell's forwarder read it", () => {
  it('is stored on any 2xx', async () => {
    expect(await answer(201, { success: true, id: 'x' })).toEqual({ kind: 'stored' });
  });

  it('is invalid on a 400 with field errors, keeping only string messages', async () => {
    expect(await answer(400, { success: false, error: null, fieldErrors: { phone: 'Bad', name: 3 } })).toEqual({
      kind: 'invalid',
      fieldErrors: { phone: 'Bad' },
      error: null,
    });
  });

  it("fails with the status and form-api's message otherwise, or no message when there is none to read", async () => {
    expect(await answer(429, { success: false, error: 'Too many requests' })).toEqual({
      kind: 'failed',
      status: 429,
      error: 'Too many requests',
    });
    expect(await answer(400, { success: false, error: 'Unknown form type' })).toEqual({
      kind: 'failed',
      status: 400,
      error: 'Unknown form type',
    });
    expect(await answer(502, '<html>Bad gateway</html>')).toEqual({ kind: 'failed', status: 502, error: null });
    expect(await answer(500, { error: '' })).toEqual({ kind: 'failed', status: 500, error: null });
    expect(await answer(400, ['fieldErrors'])).toEqual({ kind: 'failed', status: 400, error: null });
  });
});
