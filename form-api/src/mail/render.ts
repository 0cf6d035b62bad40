/**
 * The owner's emails. Every customer value is HTML-escaped in the HTML part; headers only ever
 * carry one-line values (the schema already turned line breaks into spaces, and `oneLine` makes
 * sure again), so a visitor cannot add a header or a recipient.
 */
import { business, formatBusinessTime } from '@site-kit/brand';
import { formTypeLabels, phoneHref, type StoredLead, serviceLabel } from '@site-kit/forms';
import type { MailKind } from './outbox';

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

/** Lock-screen order: emergency first, then the service, then where, then who. */
export function subjectOf(kind: MailKind, submission: StoredLead): string {
  const parts = [
    kind === 'emergency_alert' ? 'EMERGENCY ALERT' : submission.isEmergency ? 'EMERGENCY' : null,
    serviceOf(submission) ?? formTypeLabels[submission.formType],
    placeOf(submission),
    submission.name,
    kind === 'emergency_alert' ? `call ${submission.phone} now` : null,
  ];
  return oneLine(parts.filter(Boolean).join(' · '));
}

const callLine = (submission: StoredLead) => `Call ${submission.name}: ${submission.phone}`;

function textOf(kind: MailKind, submission: StoredLead): string {
  const intro =
    kind === 'emergency_alert'
      ? `EMERGENCY: ${submission.name} needs help now.`
      : `New lead from the ${business.name} website.`;
  const rows = rowsOf(submission).map((row) => `${row.label}: ${row.value}`);
  return [
    `${callLine(submission)} (${phoneHref(submission.phone)})`,
    '',
    intro,
    '',
    ...rows,
    '',
    'Message:',
    submission.message || '—',
    '',
  ].join('\n');
}

function htmlOf(kind: MailKind, submission: StoredLead): string {
  const emergency = kind === 'emergency_alert' || submission.isEmergency;
  const href = escapeHtml(phoneHref(submission.phone));
  // First thing on a phone's screen: one tap calls the customer back.
  const call = `<a href="${href}" style="display:block;padding:14px 16px;border-radius:8px;background:${
    emergency ? '#b42318' : '#0b3a66'
  };color:#ffffff;font-size:20px;font-weight:bold;text-align:center;text-decoration:none">${escapeHtml(
    callLine(submission),
  )}</a>`;
  const intro =
    kind === 'emergency_alert'
      ? `<h1 style="color:#b42318;font-size:22px;margin:16px 0 8px">EMERGENCY: ${escapeHtml(submission.name)} needs help now</h1>`
      : `<h1 style="color:#0b3a66;font-size:20px;margin:16px 0 8px">New lead from the ${escapeHtml(business.name)} website</h1>`;
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
