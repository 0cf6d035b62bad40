/**
 * The inbox's pages, behind the sign-in gate (auth.ts): the list with its filters, one lead, the
 * CSV of a filter, the actions on a lead (handled, reopen, send a held lead's emails, delete after
 * a confirmation page) and the report with its CSV. Each action is a form answered with 303 back to
 * the view it came from.
 */
import type { Database } from 'better-sqlite3';
import { type Response, Router } from 'express';
import { sendCsv, startCsvDownload } from '../http/csv';
import { reportCsv } from '../report/csv';
import { DEFAULT_REPORT_DAYS, REPORT_DAYS, type ReportDays } from '../report/report';
import type { ReportRunner } from '../report/runner';
import { sendPage } from './auth';
import { filterQuery, parseFilter } from './filter';
import { Inbox } from './inbox';
import { deletePage, type LeadAction, leadPage, listPage, messagePage, ownerPaths } from './pages';
import { reportPage } from './report-page';

const LEAD_ID = /^[0-9a-f-]{36}$/;

/** `?days=7|30|90` (default 30), or null for anything else. */
function reportDays(query: Record<string, unknown>): ReportDays | null {
  if (query.days === undefined) return DEFAULT_REPORT_DAYS;
  return REPORT_DAYS.find((days) => String(days) === query.days) ?? null;
}

const DELETED_NOTICE = 'The lead was deleted, with its waiting emails and its link from the call records.';

export function inboxRoutes({
  db,
  notifyMail,
  reminderMs,
  reports,
}: {
  db: Database;
  notifyMail: () => void;
  /** Where reports are computed: off the event loop that takes leads (decision F44). */
  reports: ReportRunner;
  /** EMERGENCY_REMINDER_MINUTES in ms: a held emergency's reminder when its emails are sent. */
  reminderMs: number;
}): Router {
  const router = Router();
  const inbox = new Inbox(db, Date.now, reminderMs);

  const badFilter = (res: Response, error: string) =>
    sendPage(res, messagePage({ status: 400, heading: 'Unknown filter', text: error }));
  const notFound = (res: Response) =>
    sendPage(res, messagePage({ status: 404, heading: 'Not found', text: 'There is no such lead.' }));

  router.get(ownerPaths.list(), (req, res) => {
    const parsed = parseFilter(req.query);
    if ('error' in parsed) return badFilter(res, parsed.error);
    const page = inbox.page(parsed.filter);
    if (!page) return badFilter(res, 'That lead is not in the inbox any more: start from the newest.');
    const notice = req.query.deleted === '1' ? DELETED_NOTICE : undefined;
    sendPage(res, listPage({ filter: parsed.filter, page, openCount: inbox.openCount(), notice }));
  });

  const badRange = (res: Response) =>
    sendPage(res, messagePage({ status: 400, heading: 'Unknown period', text: 'The report covers 7, 30 or 90 days.' }));

  router.get(ownerPaths.report(), async (req, res) => {
    const days = reportDays(req.query);
    if (days === null) return badRange(res);
    sendPage(res, reportPage({ report: await reports.report(days) }));
  });

  router.get(ownerPaths.reportCsv(), async (req, res) => {
    const days = reportDays(req.query);
    if (days === null) return badRange(res);
    const report = await reports.report(days);
    startCsvDownload(res, `report-${days}-days`);
    res.end(reportCsv(report));
  });

  router.get(ownerPaths.csv(), async (req, res) => {
    const parsed = parseFilter(req.query);
    if ('error' in parsed) return badFilter(res, parsed.error);
    const filter = { ...parsed.filter, before: null };
    await sendCsv(res, filter.status, inbox.all(filter));
  });

  router.get(ownerPaths.lead(':id'), (req, res) => {
    const id = String(req.params.id);
    const lead = LEAD_ID.test(id) ? inbox.lead(id) : null;
    if (!lead) return notFound(res);
    sendPage(res, leadPage({ lead }));
  });

  router.get(ownerPaths.delete(':id'), (req, res) => {
    const id = String(req.params.id);
    const lead = LEAD_ID.test(id) ? inbox.lead(id) : null;
    if (!lead) return notFound(res);
    sendPage(res, deletePage({ lead }));
  });

  router.post(ownerPaths.delete(':id'), (req, res) => {
    const id = String(req.params.id);
    if (!LEAD_ID.test(id) || !inbox.delete(id)) return notFound(res);
    res.redirect(303, ownerPaths.list('?deleted=1'));
  });

  const actions: Record<LeadAction, (id: string) => boolean> = {
    handled: (id) => inbox.markHandled(id),
    reopen: (id) => inbox.reopen(id),
    release: (id) => {
      const found = inbox.release(id);
      if (found) notifyMail();
      return found;
    },
  };
  for (const [action, apply] of Object.entries(actions) as [LeadAction, (id: string) => boolean][]) {
    router.post(ownerPaths.action(':id', action), (req, res) => {
      const id = String(req.params.id);
      if (!LEAD_ID.test(id) || !apply(id)) return notFound(res);
      if (req.body?.from === 'lead') {
        res.redirect(303, ownerPaths.lead(id));
        return;
      }
      // Back to the list as it was; a bad or missing filter falls back to the default view.
      const parsed = parseFilter(req.body ?? {});
      res.redirect(303, ownerPaths.list('error' in parsed ? '' : filterQuery(parsed.filter, { withBefore: true })));
    });
  }

  router.use((_req, res) => notFound(res));
  return router;
}
