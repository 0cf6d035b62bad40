/**
 * The owner screen's pages, rendered on the server as plain HTML: no JavaScript, every action a
 * form. Styles are the brand's tokens and base styles plus the inbox's own, inlined once per page
 * and allowed by their hash in the Content-Security-Policy (nothing else may load or run).
 */
import { createHash } from 'node:crypto';
import { business, formatBusinessTime } from '@site-kit/brand';
import baseCss from '@site-kit/brand/base.css?raw';
import tokensCss from '@site-kit/brand/tokens.css?raw';
import { formTypeLabels, formTypes, serviceLabel } from '@site-kit/forms';
import type { AttributionColumn } from '../db/submissions';
import { DEFAULT_FILTER, filterQuery, type InboxFilter, STATUSES } from './filter';
import { html, Markup } from './html';
import type { Delivery, InboxLead, InboxPage } from './inbox';
import ownerCss from './owner.css?raw';

export const OWNER_PATH = '/owner';

const css = `${tokensCss}\n${baseCss}\n${ownerCss}`;
const cssHash = createHash('sha256').update(css).digest('base64');

/** Nothing but the inline style above; forms post only to this origin; no frames, no scripts. */
export const OWNER_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${cssHash}'`,
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: business.timeZone,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

/** A time as the owner reads it in the emails too, on the business's clock (one formatter). */
const time = (iso: string) => html`<time datetime="${iso}">${formatBusinessTime(iso)}</time>`;
const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '').slice(-10)}`;

function layout({
  title,
  body,
  signedIn,
  status = 200,
}: {
  title: string;
  body: Markup;
  signedIn: boolean;
  status?: number;
}): { status: number; html: string } {
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>${title}</title>
<style>${new Markup(css)}</style>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="owner-bar">
<div class="container">
<p class="owner-bar__name">${business.shortName} · Leads</p>
${
  signedIn
    ? html`<form method="post" action="${OWNER_PATH}/sign-out"><button class="btn btn-ghost" type="submit">Sign out</button></form>`
    : ''
}
</div>
</header>
<main id="main" class="owner-main">
<div class="container">
${body}
</div>
</main>
</body>
</html>
`;
  return { status, html: page.value };
}

export function signInPage({ error, status = 200 }: { error?: string; status?: number } = {}) {
  const body = html`<div class="owner-narrow">
<h1>Lead inbox</h1>
<p>Sign in with the owner token to see, call back and close your leads.</p>
${error ? html`<p class="notice notice-error" role="alert" id="sign-in-error">${error}</p>` : ''}
<form method="post" action="${OWNER_PATH}/sign-in">
<div class="field">
<label for="token">Owner token</label>
<input id="token" name="token" type="password" autocomplete="current-password" required${
    error ? html` aria-invalid="true" aria-describedby="sign-in-error"` : ''
  }>
</div>
<button class="btn btn-primary btn-block" type="submit">Sign in</button>
</form>
</div>`;
  return layout({ title: `Sign in · Lead inbox — ${business.name}`, body, signedIn: false, status });
}

export function messagePage({ status, heading, text }: { status: number; heading: string; text: string }) {
  const body = html`<h1>${heading}</h1>
<p class="notice notice-error" role="alert">${text}</p>
<p><a href="${OWNER_PATH}">Back to the leads</a></p>`;
  return layout({ title: `${heading} · Lead inbox — ${business.name}`, body, signedIn: true, status });
}

const KIND_LABELS: Record<Delivery['kind'], string> = {
  notification: 'Notification email',
  emergency_alert: 'Emergency alert email',
};

function deliveryLine(delivery: Delivery): Markup {
  const label = KIND_LABELS[delivery.kind];
  if (delivery.status === 'sent') {
    return html`<li data-delivery="${delivery.kind}">${label}: <span class="is-sent">delivered</span>${
      delivery.sentAt ? html` ${time(delivery.sentAt)}` : ''
    }</li>`;
  }
  if (delivery.attempts === 0) {
    return html`<li data-delivery="${delivery.kind}">${label}: <span class="is-pending">pending</span> (queued, not tried yet)</li>`;
  }
  const attempts = `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`;
  const next =
    delivery.nextAttemptAt === null ? '' : `, next retry ${clockFormat.format(new Date(delivery.nextAttemptAt))}`;
  return html`<li data-delivery="${delivery.kind}">${label}: <span class="is-pending">pending</span> (${attempts}${next})${
    delivery.lastError ? html`. Last error: ${delivery.lastError}` : ''
  }</li>`;
}

/** Names for the attribution columns (issue 15). */
const ORIGIN_LABELS: Record<AttributionColumn, string> = {
  page_path: 'Sent from page',
  page_title: 'Page title',
  landing_path: 'Landed on',
  referrer_host: 'Came from site',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
  gclid: 'Google Ads click id',
};

/** Hidden fields that bring an action back to the view it was taken from. */
function returnFields(from: 'list' | 'lead', filter: InboxFilter): Markup {
  return html`<input type="hidden" name="from" value="${from}">${
    from === 'list'
      ? html`<input type="hidden" name="status" value="${filter.status}">${
          filter.emergency ? html`<input type="hidden" name="emergency" value="1">` : ''
        }${filter.form ? html`<input type="hidden" name="form" value="${filter.form}">` : ''}${
          filter.before ? html`<input type="hidden" name="before" value="${filter.before}">` : ''
        }`
      : ''
  }`;
}

function leadCard(lead: InboxLead, { from, filter }: { from: 'list' | 'lead'; filter: InboxFilter }): Markup {
  const service = lead.service ? serviceLabel(lead.formType, lead.service) : '';
  const headingId = `lead-${lead.id}-name`;
  const classes = ['card', 'lead-card', lead.isEmergency ? 'is-emergency' : '', lead.handledAt ? 'is-handled' : '']
    .filter(Boolean)
    .join(' ');
  const field = (label: string, value: string | null) => (value ? html`<dt>${label}</dt><dd>${value}</dd>` : '');
  const sub = (text: string) => (from === 'list' ? html`<h3>${text}</h3>` : html`<h2 class="h3">${text}</h2>`);
  const heading =
    from === 'list' ? html`<a href="${OWNER_PATH}/leads/${lead.id}">${lead.name}</a>` : html`${lead.name}`;
  return html`<article class="${classes}" id="lead-${lead.id}" aria-labelledby="${headingId}" data-lead="${lead.id}">
<ul class="badge-list" aria-label="About this lead">
${lead.isEmergency ? html`<li class="badge badge-emergency">Emergency</li>` : ''}
<li class="badge">${formTypeLabels[lead.formType]}</li>
${lead.handledAt ? html`<li class="badge badge-handled">Handled</li>` : html`<li class="badge">Open</li>`}
</ul>
${from === 'list' ? html`<h2 id="${headingId}">${heading}</h2>` : html`<h1 id="${headingId}">${heading}</h1>`}
<p class="lead-time">Received ${time(lead.createdAt)}${lead.handledAt ? html` · handled ${time(lead.handledAt)}` : ''}</p>
<dl class="lead-fields">
${field('Phone', lead.phone)}
${field('Email', lead.email)}
${field('Address', lead.address)}
${field('Service', service)}
${field('Message', lead.message)}
<dt>Emergency</dt><dd>${lead.isEmergency ? 'Yes' : 'No'}</dd>
<dt>New customer</dt><dd>${lead.isNewCustomer ? 'Yes' : 'No'}</dd>
<dt>Reference</dt><dd>${lead.id}</dd>
</dl>
${
  lead.origin.length
    ? html`${sub('Where it came from')}<dl class="lead-fields" data-origin>${lead.origin.map(
        ([column, value]) => html`<dt>${ORIGIN_LABELS[column]}</dt><dd>${value}</dd>`,
      )}</dl>`
    : ''
}
${sub('Email to you')}
<ul class="delivery">${lead.deliveries.map(deliveryLine)}</ul>
<div class="lead-actions">
<a class="btn btn-call" href="${telHref(lead.phone)}">Call ${lead.phone}</a>
${lead.email ? html`<a class="btn btn-ghost" href="mailto:${lead.email}?subject=${encodeURIComponent(`Your ${business.shortName} request`)}">Email</a>` : ''}
<form method="post" action="${OWNER_PATH}/leads/${lead.id}/${lead.handledAt ? 'reopen' : 'handled'}">
${returnFields(from, filter)}
<button class="btn ${lead.handledAt ? 'btn-ghost' : 'btn-secondary'}" type="submit" aria-label="${
    lead.handledAt ? 'Reopen' : 'Mark handled'
  }: ${lead.name}">${lead.handledAt ? 'Reopen' : 'Mark handled'}</button>
</form>
</div>
</article>`;
}

const STATUS_LABELS: Record<InboxFilter['status'], string> = { open: 'Open', handled: 'Handled', all: 'All' };

function filterForm(filter: InboxFilter): Markup {
  return html`<form class="filters" method="get" action="${OWNER_PATH}" aria-label="Filter leads">
<div class="field">
<label for="filter-status">Show</label>
<select id="filter-status" name="status">${STATUSES.map(
    (status) =>
      html`<option value="${status}"${filter.status === status ? html` selected` : ''}>${STATUS_LABELS[status]}</option>`,
  )}</select>
</div>
<div class="field">
<label for="filter-form">Form</label>
<select id="filter-form" name="form"><option value="">Any form</option>${formTypes.map(
    (type) =>
      html`<option value="${type}"${filter.form === type ? html` selected` : ''}>${formTypeLabels[type]}</option>`,
  )}</select>
</div>
<label class="check"><input type="checkbox" name="emergency" value="1"${filter.emergency ? html` checked` : ''}> Emergency only</label>
<button class="btn btn-secondary" type="submit">Apply</button>
</form>`;
}

export function listPage({ filter, page, openCount }: { filter: InboxFilter; page: InboxPage; openCount: number }) {
  const query = filterQuery(filter);
  const csvHref = `${OWNER_PATH}/leads.csv${query}`;
  const shown = page.leads.length;
  const body = html`<h1>Leads</h1>
${filterForm(filter)}
<div class="summary">
<p role="status">${openCount} open ${openCount === 1 ? 'lead' : 'leads'}</p>
<a class="btn btn-ghost" href="${csvHref}" download>Download CSV</a>
</div>
${filter.before ? html`<p><a href="${OWNER_PATH}${query}">Back to the newest leads</a></p>` : ''}
${
  shown
    ? html`<ol class="leads" aria-label="Leads, newest first">${page.leads.map(
        (lead) => html`<li>${leadCard(lead, { from: 'list', filter })}</li>`,
      )}</ol>`
    : html`<p class="empty">No ${filter.status === 'all' ? '' : `${filter.status} `}leads${
        filter.emergency || filter.form ? ' match these filters' : ' here'
      }.</p>`
}
${
  page.olderThan
    ? html`<p><a class="btn btn-ghost btn-block" href="${OWNER_PATH}${filterQuery(
        { ...filter, before: page.olderThan },
        { withBefore: true },
      )}">Load older leads</a></p>`
    : ''
}`;
  return layout({ title: `(${openCount} open) Leads — ${business.name}`, body, signedIn: true });
}

export function leadPage({ lead }: { lead: InboxLead }) {
  const body = html`<p><a href="${OWNER_PATH}">← All leads</a></p>
${leadCard(lead, { from: 'lead', filter: DEFAULT_FILTER })}`;
  return layout({ title: `${lead.name} · Leads — ${business.name}`, body, signedIn: true });
}
