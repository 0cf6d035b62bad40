/**
 * Forms posted without JavaScript: a real `<form method="post">` to the page's own URL. The shell
 * forwards the fields to form-api (which validates with the shared schema and stores the lead)
 * and tells the renderer what to show: the errors with the visitor's input, the failure banner,
 * or a 303 to `?submitted=<formType>` whose page shows the success panel. The lead carries the page
 * it was posted from (without JavaScript nothing else of the visit is known).
 */
import type { FormSubmissionState } from '@site-kit/contract';
import {
  ATTRIBUTION_FIELD,
  FAILED_SUBMIT_MESSAGE,
  FOREIGN_POST_MESSAGE,
  HTML_TRANSPORT_HEADER,
  readSubmitAnswer,
} from '@site-kit/forms';
import { BODY_TOO_LARGE_MESSAGE, type Logger } from '@site-kit/server';
import type { RequestHandler } from 'express';
import { sendToFormApi } from './form-api-client.server';
import { foreignPostTo } from './post-source.server';

const FORM_TYPE = /^[a-z][a-z-]{0,31}$/;

/** `status`: what the page that shows the state answers with. */
export type HtmlFormOutcome =
  /** Stored: `lead` is form-api's id of it (for the conversion, issue 34), `service` as posted. */
  | { kind: 'submitted'; formType: string; lead: string | null; service: string | undefined }
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
    response = await sendToFormApi(context.formApiUrl, {
      method: 'POST',
      path: '/api/submissions',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': context.clientIp,
        'user-agent': context.userAgent,
        [HTML_TRANSPORT_HEADER]: 'html',
      },
      body: json,
    });
  } catch {
    return failed(503);
  }
  if (response.ok) {
    const stored = (await response.json().catch(() => null)) as { id?: unknown } | null;
    return {
      kind: 'submitted',
      formType,
      lead: typeof stored?.id === 'string' ? stored.id : null,
      service: values.service || undefined,
    };
  }
  const answer = await readSubmitAnswer(response);
  // A 2xx was read above: never here.
  if (answer.kind === 'stored') return failed(503);
  if (answer.kind === 'invalid')
    return { kind: 'render', status: 400, state: { formType, status: 'invalid', values, errors: answer.fieldErrors } };
  // form-api's refusals of the request (413, 415, 429) keep their status; its failures are 503.
  return failed(answer.status < 500 ? answer.status : 503, answer.error ?? FAILED_SUBMIT_MESSAGE);
}

/**
 * A form post from a page of another site (its Origin, or Sec-Fetch-Site: cross-site) is refused
 * before anything is read or forwarded (decision F32); a post without Origin (an old browser) goes on.
 */
export function refuseForeignFormPosts(siteUrl: string, logger: Logger): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    const reason = foreignPostTo(req, siteOrigin);
    if (!reason) return next();
    logger.warn(
      { path: req.path, reason, originHeader: req.get('origin') ?? null },
      'form post refused: foreign origin',
    );
    req.resume();
    res.status(403).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(FOREIGN_POST_MESSAGE);
  };
}
