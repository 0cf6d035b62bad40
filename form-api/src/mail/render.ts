/**
 * The owner's emails. Every customer value is HTML-escaped in the HTML part; headers only ever
 * carry one-line values (the schema already turned line breaks into spaces, and `oneLine` makes
 * sure again), so a visitor cannot add a header or a recipient.
 */
import { business } from '@site-kit/brand';
import { formTypeLabels, serviceLabel } from '@site-kit/forms';
import type { MailKind, StoredSubmission } from '../db/submissions';

export interface MailAddresses {
  from: string;
  ownerEmail: string;
}

export interface OwnerEmail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

// biome-ignore lint/suspicious/noControlCharactersInRegex: header values must not contain control characters.
export const oneLine = (value: string): string => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

interface Row {
  label: string;
  value: string;
}

function rowsOf(submission: StoredSubmission): Row[] {
  return [
    { label: 'Form', value: formTypeLabels[submission.formType] },
    { label: 'Name', value: submission.name },
    { label: 'Phone', value: submission.phone },
    { label: 'Email', value: submission.email ?? '—' },
    { label: 'Address or ZIP', value: submission.address ?? '—' },
    { label: 'Service', value: submission.service ? serviceLabel(submission.formType, submission.service) : '—' },
    { label: 'Emergency', value: yesNo(submission.isEmergency) },
    { label: 'New customer', value: yesNo(submission.isNewCustomer) },
    { label: 'Received', value: submission.createdAt },
    { label: 'Reference', value: submission.id },
  ];
}

function subjectOf(kind: MailKind, submission: StoredSubmission): string {
  const service = submission.service ? serviceLabel(submission.formType, submission.service) : 'No service chosen';
  if (kind === 'emergency_alert') {
    return oneLine(`EMERGENCY ALERT: ${service} for ${submission.name}, call ${submission.phone} now`);
  }
  const urgency = submission.isEmergency ? '[EMERGENCY] ' : '';
  return oneLine(`${urgency}${formTypeLabels[submission.formType]}: ${service} from ${submission.name}`);
}

function textOf(kind: MailKind, submission: StoredSubmission): string {
  const intro =
    kind === 'emergency_alert'
      ? `EMERGENCY: ${submission.name} needs help now. Call ${submission.phone}.`
      : `New lead from the ${business.name} website.`;
  const rows = rowsOf(submission).map((row) => `${row.label}: ${row.value}`);
  return [intro, '', ...rows, '', 'Message:', submission.message || '—', ''].join('\n');
}

function htmlOf(kind: MailKind, submission: StoredSubmission): string {
  const call = `<a href="${escapeHtml(telHref(submission.phone))}">${escapeHtml(submission.phone)}</a>`;
  const intro =
    kind === 'emergency_alert'
      ? `<h1 style="color:#b42318;font-size:22px">EMERGENCY: call ${escapeHtml(submission.name)} now at ${call}</h1>`
      : `<h1 style="color:#0b3a66;font-size:20px">New lead from the ${escapeHtml(business.name)} website</h1>`;
  const rows = rowsOf(submission)
    .map(
      (row) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(row.label)}</th><td>${
          row.label === 'Phone' ? call : escapeHtml(row.value)
        }</td></tr>`,
    )
    .join('');
  const message = submission.message ? escapeHtml(submission.message).replace(/\n/g, '<br>') : '—';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a2330">${intro}<table>${rows}</table><h2 style="font-size:16px">Message</h2><p>${message}</p></body></html>`;
}

/** The email for one outbox job: the lead notification, or the distinct emergency alert. */
export function renderOwnerEmail(kind: MailKind, submission: StoredSubmission, addresses: MailAddresses): OwnerEmail {
  const domain = addresses.from.split('@')[1] ?? 'localhost';
  return {
    from: `"${business.name} Website" <${addresses.from}>`,
    to: addresses.ownerEmail,
    ...(submission.email ? { replyTo: submission.email } : {}),
    subject: subjectOf(kind, submission),
    text: textOf(kind, submission),
    html: htmlOf(kind, submission),
    // Stable per job: a message re-sent after a crash carries the same id, so mail clients fold it.
    messageId: `<${submission.id}.${kind}@${domain}>`,
    headers: {
      'X-Submission-Id': submission.id,
      'X-Form-Type': submission.formType,
      'X-Mail-Kind': kind,
      ...(kind === 'emergency_alert' || submission.isEmergency ? { Importance: 'high', 'X-Priority': '1' } : {}),
    },
  };
}
