/**
 * What form-api's answer to a submission means for a form: read the same way by the browser's form
 * (mfe-forms) and by the shell's no-JavaScript forwarder.
 */
import type { FieldErrors } from './schemas.js';

export type SubmitAnswer =
  | { kind: 'stored' }
  /** 400 with the field errors the server's schema found (the browser's schema would find the same). */
  | { kind: 'invalid'; fieldErrors: FieldErrors; error: string | null }
  /** Any other refusal or failure, with form-api's message when it sent one. */
  | { kind: 'failed'; status: number; error: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function readSubmitAnswer(response: Response): Promise<SubmitAnswer> {
  if (response.ok) return { kind: 'stored' };
  const answer: unknown = await response.json().catch(() => null);
  const body = isRecord(answer) ? answer : {};
  const error = typeof body.error === 'string' && body.error ? body.error : null;
  if (response.status === 400 && isRecord(body.fieldErrors)) {
    const fieldErrors = Object.fromEntries(
      Object.entries(body.fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ) as FieldErrors;
    return { kind: 'invalid', fieldErrors, error };
  }
  return { kind: 'failed', status: response.status, error };
}
