/**
 * What happens to a submitted body, JSON or a form post: the shared schema validates it, bots get a
 * quiet success, an Idempotency-Key is honoured, and the lead is committed with its email jobs
 * before the answer says 201.
 */
import { randomUUID } from 'node:crypto';
import {
  ATTRIBUTION_FIELD,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  parseAttribution,
  parseVisitId,
  VISIT_ID_FIELD,
  validateLead,
  withHtmlCheckboxes,
} from '@site-kit/forms';
import type { SubmissionStore } from '../db/submissions';
import { type Logger, maskPhone } from '../logger';

export const INVALID_MESSAGE = 'Please correct the highlighted fields.';
/**
 * A form posted from a page cannot carry an Idempotency-Key, and on a slow signal a second tap of
 * its button, or a reload of the answer, sends the lead again: the same lead within this long is
 * answered as the first (decision F40).
 */
export const FORM_POST_REPEAT_MS = 10 * 60_000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

export interface SubmissionInput {
  body: unknown;
  /** The fields of an HTML `<form>` (urlencoded, or forwarded by the shell): an absent checkbox is unticked. */
  htmlFields: boolean;
  /**
   * Whether the fill time is checked: always, except for the shell's own no-JavaScript forwarder,
   * whose pages cannot time the visitor (decision F32).
   */
  timed: boolean;
  /** Over the address's limit: stored without emails until the owner sends them (decision F29). */
  held: boolean;
  idempotencyKey: string | undefined;
  /** The client's network (IPv4 /24, IPv6 /48): a form posted again matches only a lead from it (decision F42). */
  clientNetwork: string | null;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface AcceptDeps {
  store: SubmissionStore;
  notifyMail: () => void;
  logger: Logger;
  minFillMs: number;
  /** A lead was stored with its visit's id (null without one): link the visit's call taps. */
  onLeadSaved?: (visitId: string | null, submissionRowId: number) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a submission looks automated, or null. Bots get a quiet success: nothing stored, nothing sent. */
export function botReason(body: Record<string, unknown>, { timed, minFillMs }: { timed: boolean; minFillMs: number }) {
  const trap = body[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== null && trap !== '') return 'honeypot';
  if (!timed || minFillMs === 0) return null;
  const fillTime = body[FILL_TIME_FIELD];
  if (typeof fillTime !== 'number' || !Number.isFinite(fillTime) || fillTime < minFillMs) return 'too fast';
  return null;
}

export function createSubmissionAcceptor({ store, notifyMail, logger, minFillMs, onLeadSaved }: AcceptDeps) {
  return ({ body, htmlFields, timed, held, idempotencyKey, clientNetwork }: SubmissionInput): Answer => {
    const validation = validateLead(isRecord(body) && htmlFields ? withHtmlCheckboxes(body) : body);
    if (!validation.success) {
      return {
        status: 400,
        body: { success: false, error: validation.error ?? INVALID_MESSAGE, fieldErrors: validation.fieldErrors },
      };
    }
    const { lead } = validation;
    const bot = botReason(body as Record<string, unknown>, { timed, minFillMs });
    if (bot) {
      logger.info({ reason: bot, formType: lead.formType }, 'automated submission dropped');
      return { status: 201, body: { success: true, id: randomUUID() } };
    }
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return { status: 400, body: { success: false, error: `Invalid ${IDEMPOTENCY_HEADER} header` } };
    }
    // Each value validated on its own; a bad one is dropped and the lead stored anyway.
    const sent = (body as Record<string, unknown>)[ATTRIBUTION_FIELD];
    const attribution = parseAttribution(sent);
    const result = store.save(
      { ...lead, attribution },
      {
        idempotencyKey: idempotencyKey ?? null,
        held,
        // A key, when a form post has one, says what the lead is: the store looks no further.
        sameLeadWithinMs: htmlFields ? FORM_POST_REPEAT_MS : 0,
        clientNetwork,
      },
    );
    if (result.kind === 'conflict') {
      return {
        status: 422,
        body: { success: false, error: `This ${IDEMPOTENCY_HEADER} was used for a different submission` },
      };
    }
    if (result.kind === 'replayed') {
      if (idempotencyKey === undefined)
        logger.info({ submissionId: result.id, formType: lead.formType }, 'form posted again: answered as the first');
      return { status: 201, body: { success: true, id: result.id }, headers: { 'Idempotent-Replayed': 'true' } };
    }
    onLeadSaved?.(isRecord(sent) ? parseVisitId(sent[VISIT_ID_FIELD]) : null, result.rowId);
    if (!held) notifyMail();
    logger.info(
      {
        submissionId: result.id,
        formType: lead.formType,
        service: lead.service,
        isEmergency: lead.isEmergency,
        phone: maskPhone(lead.phone),
        hasEmail: lead.email !== null,
        emails: result.mailJobs,
        transport: timed ? 'api' : 'no-js page',
        held,
        pagePath: attribution.pagePath,
      },
      'submission stored',
    );
    return { status: 201, body: { success: true, id: result.id } };
  };
}

export type SubmissionAcceptor = ReturnType<typeof createSubmissionAcceptor>;
