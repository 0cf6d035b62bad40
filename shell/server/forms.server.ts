/**
 * Forms posted without JavaScript: a real `<form method="post">` to the page's own URL. The shell
 * forwards the fields to form-api (which validates with the shared schema and stores the lead)
 * and tells the renderer what to show: the errors with the visitor's input, the failure banner,
 * or a 303 to `?submitted=<formType>` whose page shows the success panel. The lead carries the page
 * it was posted from (without JavaScript nothing else of the visit is known).
 */
import type { FormSubmissionState } from '@site-kit/contract';
import { ATTRIBUTION_FIELD, FAILED_SUBMIT_MESSAGE, HTML_TRANSPORT_HEADER } from '@site-kit/forms';
import { BODY_TOO_LARGE_MESSAGE } from '@site-kit/node';

const FORM_TYPE = /^[a-z][a-z-]{0,31}$/;

/** The query parameter of the page a form posted without JavaScript lands on (`?submitted=contact`). */
export const SUBMITTED_PARAM = 'submitted';

/** `status`: what the page that shows the state answers with. */
export type HtmlFormOutcome =
  | { kind: 'submitted'; formType: string }
  | { kind: 'render'; status: number; state: FormSubmissionState };

export function formTypeOf(body: unknown): string | null {
  const formType = (body as Record<string, unknown> | undefined)?.formType;
  return typeof formType === 'string' && FORM_TYPE.test(formType) ? formType : null;
}

export async function forwardHtmlForm(
  body: Record<string, unknown>,
  context: {
    formApiUrl: string;
    clientIp: string;
    userAgent: string;
    bodyLimitBytes: number;
    page: { path: string; title: string | null };
  },
): Promise<HtmlFormOutcome> {
  const formType = formTypeOf(body) ?? 'unknown';
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') values[key] = value;
  const failed = (status: number, message = FAILED_SUBMIT_MESSAGE): HtmlFormOutcome => ({
    kind: 'render',
    status,
    state: { formType, status: 'failed', values, errors: {}, message },
  });
  const json = JSON.stringify({
    ...values,
    [ATTRIBUTION_FIELD]: { pagePath: context.page.path, pageTitle: context.page.title },
  });
  // The fields as JSON can outgrow the form post (escapes): refused here, as form-api would, so
  // form-api never answers while the body is still being written (decision H5).
  if (Buffer.byteLength(json) > context.bodyLimitBytes) return failed(413, BODY_TOO_LARGE_MESSAGE);
  let response: Response;
  try {
    response = await fetch(`${context.formApiUrl}/api/submissions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': context.clientIp,
        'user-agent': context.userAgent,
        [HTML_TRANSPORT_HEADER]: 'html',
      },
      body: json,
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return failed(503);
  }
  if (response.ok) return { kind: 'submitted', formType };
  const answer = (await response.json().catch(() => ({}))) as { error?: unknown; fieldErrors?: unknown };
  if (response.status === 400 && answer.fieldErrors && typeof answer.fieldErrors === 'object') {
    const errors = Object.fromEntries(
      Object.entries(answer.fieldErrors as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    return { kind: 'render', status: 400, state: { formType, status: 'invalid', values, errors } };
  }
  const message = typeof answer.error === 'string' && answer.error ? answer.error : FAILED_SUBMIT_MESSAGE;
  // form-api's refusals of the request (413, 415, 429) keep their status; its failures are 503.
  return failed(response.status >= 400 && response.status < 500 ? response.status : 503, message);
}

/** GET ?submitted=<formType>: the success page a no-JS submit lands on. */
export function submittedState(search: URLSearchParams): FormSubmissionState | null {
  const formType = search.get(SUBMITTED_PARAM);
  return formType && FORM_TYPE.test(formType) ? { formType, status: 'submitted', values: {}, errors: {} } : null;
}
