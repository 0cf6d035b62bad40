/**
 * Sending a lead from the browser. One Idempotency-Key per submit attempt: a network failure or a
 * gateway error is retried once with the same key, so a lead sent on a flaky phone connection is
 * stored once, never twice and never lost silently.
 */
import { IDEMPOTENCY_HEADER, readSubmitAnswer, type SubmitAnswer } from '@site-kit/forms';

const RETRYABLE = new Set([0, 502, 503, 504]);
const TIMEOUT_MS = 15_000;
const RETRY_DELAY_MS = 800;

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function attempt(endpoint: string, body: string, key: string): Promise<SubmitAnswer> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key },
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    // No answer at all (offline, timed out): status 0, retried once like a gateway error.
    return { kind: 'failed', status: 0, error: null };
  }
  return readSubmitAnswer(response);
}

export async function postLead(
  endpoint: string,
  payload: Record<string, unknown>,
  key: string = newIdempotencyKey(),
): Promise<SubmitAnswer> {
  const body = JSON.stringify(payload);
  const first = await attempt(endpoint, body, key);
  if (first.kind !== 'failed' || !RETRYABLE.has(first.status)) return first;
  await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  return attempt(endpoint, body, key);
}
