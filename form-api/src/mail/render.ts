/**
 * The owner's emails. Every customer value is HTML-escaped in the HTML part; headers only ever
 * carry one-line values (the schema already turned line breaks into spaces, and `oneLine` makes
 * sure again), so a visitor cannot add a header or a recipient.
 */
import { business, escapeHtml, formatBusinessTime } from '@site-kit/brand';
import { formTypeLabels, phoneHref, type StoredLead, serviceLabel } from '@site-kit/forms';
import { shortName } from '../text/bidi';
import type { MailKind } from './outbox';

export interface MailAddresses {
  from: string;
  ownerEmail: string;
  /** ALERT_EMAILS: also receive every emergency alert and reminder (a dispatcher, an email-to-text address). */
  alertEmails?: readonly string[];
  /** The inbox's origin (OWNER_URL) when it is on: the reminder links to the lead there. */
  inboxUrl?: string | null;
}

/** The emails about an emergency that must reach someone now: the alert and the reminder. */
const isUrgent = (kind: MailKind) => kind === 'emergency_alert' || kind === 'emergency_reminder';

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

// biome-ignore lint/suspicious/noControlCharactersInRegex: header values must not contain control characters.
export const oneLine = (value: string): string => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

interface Row {
  label: string;
  value: string;
}

const serviceOf = (submission: StoredLead): string | null =>
  submission.service ? serviceLabel(submission.formType, submission.service) : null;

const CITY_PAGE = /^\/locksmith-([a-z-]+)-(mo|il)$/;
const titleCase = (slug: string) =>
  slug.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);

/** Where the job is, as far as the lead says: the ZIP in the address, or else the city page it came through. */
export function placeOf(submission: StoredLead): string | null {
  const zip = submission.address?.match(/\b\d{5}(?:-\d{4})?\b/g)?.at(-1);
  if (zip) return zip;
  for (const path of [submission.pagePath, submission.landingPath]) {
    const city = path ? CITY_PAGE.exec(path) : null;
    if (city) return `${titleCase(city[1]!)}, ${city[2]!.toUpperCase()}`;
  }
  return null;
}

/** "Car Lockout | Gateway Locksmith" → "Car Lockout": the owner knows whose site it is. */
function pageName(title: string): string {
  for (const brand of [business.shortName, business.name]) {
    if (title.endsWith(` | ${brand}`)) return title.slice(0, -` | ${brand}`.length);
  }
  return title;
}

export function sentFrom(submission: StoredLead): string {
  const { pagePath, pageTitle } = submission;
  if (!pagePath) return '—';
  return pageTitle ? `${pageName(pageTitle)} (${pagePath})` : pagePath;
}

/** "google / cpc / clayton-lockouts", else the referring site, else "direct". */
export function cameFrom(submission: StoredLead): string {
  const campaign = [submission.utmSource, submission.utmMedium, submission.utmCampaign].filter(Boolean);
  if (campaign.length) return campaign.join(' / ');
  if (submission.gclid) return 'Google Ads';
  return submission.referrerHost ?? 'direct';
}

function rowsOf(submission: StoredLead): Row[] {
  const detail = [submission.utmTerm, submission.utmContent].filter(Boolean).join(' · ');
  return [
    { label: 'Received', value: formatBusinessTime(submission.createdAt) },
    { label: 'Name', value: submission.name },
    { label: 'Phone', value: submission.phone },
    { label: 'Email', value: submission.email ?? '—' },
    { label: 'Address or ZIP', value: submission.address ?? '—' },
    { label: 'Service', value: serviceOf(submission) ?? '—' },
    { label: 'Emergency', value: yesNo(submission.isEmergency) },
    { label: 'New customer', value: yesNo(submission.isNewCustomer) },
    { label: 'Form', value: formTypeLabels[submission.formType] },
    { label: 'Sent from', value: sentFrom(submission) },
    { label: 'Came from', value: cameFrom(submission) },
    ...(submission.landingPath ? [{ label: 'Landing page', value: submission.landingPath }] : []),
    ...(detail ? [{ label: 'Campaign detail', value: detail }] : []),
    ...(submission.gclid ? [{ label: 'Google Ads click id', value: submission.gclid }] : []),
    { label: 'Reference', value: submission.id },
  ];
}

/**
 * Lock-screen order: emergency first, then the number to call, then the service, where, and who
 * (a name cut at 40 characters): a long name cannot push the number past where a lock screen cuts
 * (decision F43). Bidi controls are gone already (toStoredLead).
 */
const SUBJECT_LEAD: Record<MailKind, (submission: StoredLead) => string | null> = {
  notification: (submission) => (submission.isEmergency ? 'EMERGENCY' : null),
  emergency_alert: () => 'EMERGENCY ALERT',
  emergency_reminder: () => 'STILL OPEN',
};

export function subjectOf(kind: MailKind, submission: StoredLead): string {
  const parts = [
    SUBJECT_LEAD[kind](submission),
    isUrgent(kind) ? `call ${submission.phone} now` : `call ${submission.phone}`,
    serviceOf(submission) ?? formTypeLabels[submission.formType],
    placeOf(submission),
    shortName(submission.name),
  ];
  return oneLine(parts.filter(Boolean).join(' · '));
}

/** The first line: the number before the name, as in the subject. */
const callLine = (submission: StoredLead) => `Call ${submission.phone} · ${shortName(submission.name)}`;

/** Where the owner marks the lead handled (the inbox, when it is on). */
const inboxLink = (submission: StoredLead, addresses: MailAddresses): string | null =>
  addresses.inboxUrl ? `${addresses.inboxUrl.replace(/\/$/, '')}/leads/${submission.id}` : null;

function introOf(kind: MailKind, submission: StoredLead): string {
  const name = shortName(submission.name);
  if (kind === 'emergency_alert') return `EMERGENCY: ${name} needs help now.`;
  if (kind === 'emergency_reminder')
    return `STILL OPEN: ${name}'s emergency request came in at ${formatBusinessTime(submission.createdAt)} and nobody has marked it handled.`;
  return `New lead from the ${business.name} website.`;
}

function textOf(kind: MailKind, submission: StoredLead, addresses: MailAddresses): string {
  const intro = introOf(kind, submission);
  const link = kind === 'emergency_reminder' ? inboxLink(submission, addresses) : null;
  const rows = rowsOf(submission).map((row) => `${row.label}: ${row.value}`);
  return [
    `${callLine(submission)} (${phoneHref(submission.phone)})`,
    '',
    intro,
    ...(link ? [`Mark it handled: ${link}`] : []),
    '',
    ...rows,
    '',
    'Message:',
    submission.message || '—',
    '',
  ].join('\n');
}

function htmlOf(kind: MailKind, submission: StoredLead, addresses: MailAddresses): string {
  const emergency = isUrgent(kind) || submission.isEmergency;
  const href = escapeHtml(phoneHref(submission.phone));
  // First thing on a phone's screen: one tap calls the customer back.
  const call = `<a href="${href}" style="display:block;padding:14px 16px;border-radius:8px;background:${
    emergency ? '#b42318' : '#0b3a66'
  };color:#ffffff;font-size:20px;font-weight:bold;text-align:center;text-decoration:none">${escapeHtml(
    callLine(submission),
  )}</a>`;
  const link = kind === 'emergency_reminder' ? inboxLink(submission, addresses) : null;
  const intro = `<h1 style="color:${isUrgent(kind) ? '#b42318' : '#0b3a66'};font-size:${
    isUrgent(kind) ? 22 : 20
  }px;margin:16px 0 8px">${escapeHtml(introOf(kind, submission))}</h1>${
    link ? `<p><a href="${escapeHtml(link)}">Mark it handled in the inbox</a></p>` : ''
  }`;
  const rows = rowsOf(submission)
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(row.label)}</th><td style="padding:4px 0;word-break:break-word">${
          row.label === 'Phone' ? `<a href="${href}">${escapeHtml(submission.phone)}</a>` : escapeHtml(row.value)
        }</td></tr>`,
    )
    .join('');
  const message = submission.message ? escapeHtml(submission.message).replace(/\n/g, '<br>') : '—';
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;padding:16px;font-family:Arial,sans-serif;font-size:16px;color:#1a2330">${call}${intro}<table style="border-collapse:collapse;width:100%">${rows}</table><h2 style="font-size:16px">Message</h2><p>${message}</p></body></html>`;
}

/** The email for one outbox job: the lead notification, or the distinct emergency alert. */
export function renderOwnerEmail(kind: MailKind, submission: StoredLead, addresses: MailAddresses): OwnerEmail {
  const domain = addresses.from.split('@')[1] ?? 'localhost';
  return {
    from: `"${business.name} Website" <${addresses.from}>`,
    to: isUrgent(kind) ? [addresses.ownerEmail, ...(addresses.alertEmails ?? [])].join(', ') : addresses.ownerEmail,
    ...(submission.email ? { replyTo: submission.email } : {}),
    subject: subjectOf(kind, submission),
    text: textOf(kind, submission, addresses),
    html: htmlOf(kind, submission, addresses),
    // Stable per job: a message re-sent after a crash carries the same id, so mail clients fold it.
    messageId: `<${submission.id}.${kind}@${domain}>`,
    headers: {
      'X-Submission-Id': submission.id,
      'X-Form-Type': submission.formType,
      'X-Mail-Kind': kind,
      ...(isUrgent(kind) || submission.isEmergency ? { Importance: 'high', 'X-Priority': '1' } : {}),
    },
  };
}
