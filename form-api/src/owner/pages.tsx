/**
 * The owner screen's pages: React components rendered once on the server (react-dom/server, static
 * markup), no JavaScript in the browser, every action a form (decision F34). React escapes every
 * value a lead brings. Styles are the brand's tokens and base styles plus the inbox's own, inlined
 * once per page and allowed by their hash in the Content-Security-Policy (nothing else may load or
 * run). A new page is a component wrapped in `OwnerDocument` and sent with `renderPage`.
 */
import { createHash } from 'node:crypto';
import { business, formatBusinessTime } from '@site-kit/brand';
import baseCss from '@site-kit/brand/base.css?raw';
import tokensCss from '@site-kit/brand/tokens.css?raw';
import {
  type Attribution,
  attributionFields,
  formTypeLabels,
  formTypes,
  phoneHref,
  serviceLabel,
} from '@site-kit/forms';
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_FILTER, filterQuery, type InboxFilter, STATUSES } from './filter';
import type { Delivery, InboxLead, InboxPage } from './inbox';
import ownerCss from './owner.css?raw';

const css = `${tokensCss}\n${baseCss}\n${ownerCss}`;
const cssHash = createHash('sha256').update(css).digest('base64');

/** Nothing but the inline style above; forms post only to this origin; no frames, no scripts. */
/** The inbox's Content-Security-Policy, as helmet's directives: no script at all, its one style by hash. */
export const OWNER_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  styleSrc: [`'sha256-${cssHash}'`],
  imgSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
};

export interface RenderedPage {
  status: number;
  html: string;
}

export const renderPage = (page: ReactNode, status = 200): RenderedPage => ({
  status,
  html: `<!doctype html>${renderToStaticMarkup(page)}`,
});

/** Where each page lives on the inbox's origin. */
export const ownerPaths = {
  list: (query = '') => `/${query}`,
  lead: (id: string) => `/leads/${id}`,
  action: (id: string, action: LeadAction) => `/leads/${id}/${action}`,
  /** The confirmation page (GET) and the deletion itself (POST). */
  delete: (id: string) => `/leads/${id}/delete`,
  csv: (query = '') => `/leads.csv${query}`,
  report: (query = '') => `/report${query}`,
  reportCsv: (query = '') => `/report.csv${query}`,
  signIn: '/sign-in',
  signOut: '/sign-out',
} as const;

export type LeadAction = 'handled' | 'reopen' | 'release';

const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: business.timeZone,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

/** A time as the owner reads it in the emails too, on the business's clock (one formatter). */
const Time = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatBusinessTime(iso)}</time>;

/**
 * A mailto: link that cannot grow recipients or headers: the address is one encoded path, so an
 * address like `x?cc=someone@evil.example` stays one (odd) address.
 */
export const mailtoHref = (email: string, subject: string): string =>
  `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}`;

/** The inbox's two views, linked from the bar of every signed-in page. */
export type OwnerSection = 'leads' | 'report';

export function OwnerDocument({
  title,
  signedIn,
  section,
  children,
}: {
  title: string;
  signedIn: boolean;
  /** The view this page belongs to (marked in the bar). */
  section?: OwnerSection;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        <title>{title}</title>
        {/* React writes a style's text as it is (allowed by its hash), escaping only a closing tag. */}
        <style>{css}</style>
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="owner-bar">
          <div className="container">
            <p className="owner-bar__name">{business.shortName}</p>
            {signedIn ? (
              <>
                <nav className="owner-nav" aria-label="Inbox">
                  <a href={ownerPaths.list()} aria-current={section === 'leads' ? 'page' : undefined}>
                    Leads
                  </a>
                  <a href={ownerPaths.report()} aria-current={section === 'report' ? 'page' : undefined}>
                    Report
                  </a>
                </nav>
                <form method="post" action={ownerPaths.signOut}>
                  <button className="btn btn-ghost" type="submit">
                    Sign out
                  </button>
                </form>
              </>
            ) : null}
          </div>
        </header>
        <main id="main" className="owner-main">
          <div className="container">{children}</div>
        </main>
      </body>
    </html>
  );
}

export function signInPage({ error, status = 200 }: { error?: string; status?: number } = {}): RenderedPage {
  return renderPage(
    <OwnerDocument title={`Sign in · Lead inbox — ${business.name}`} signedIn={false}>
      <div className="owner-narrow">
        <h1>Lead inbox</h1>
        <p>Sign in with the owner token to see, call back and close your leads.</p>
        {error ? (
          <p className="notice notice-error" role="alert" id="sign-in-error">
            {error}
          </p>
        ) : null}
        <form method="post" action={ownerPaths.signIn}>
          <div className="field">
            <label htmlFor="token">Owner token</label>
            <input
              id="token"
              name="token"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'sign-in-error' : undefined}
            />
          </div>
          <button className="btn btn-primary btn-block" type="submit">
            Sign in
          </button>
        </form>
      </div>
    </OwnerDocument>,
    status,
  );
}

export function messagePage({ status, heading, text }: { status: number; heading: string; text: string }) {
  return renderPage(
    <OwnerDocument title={`${heading} · Lead inbox — ${business.name}`} signedIn>
      <h1>{heading}</h1>
      <p className="notice notice-error" role="alert">
        {text}
      </p>
      <p>
        <a href={ownerPaths.list()}>Back to the leads</a>
      </p>
    </OwnerDocument>,
    status,
  );
}

const KIND_LABELS: Record<Delivery['kind'], string> = {
  notification: 'Notification email',
  emergency_alert: 'Emergency alert email',
  emergency_reminder: 'Still-open reminder',
};

function DeliveryLine({ delivery }: { delivery: Delivery }) {
  const label = KIND_LABELS[delivery.kind];
  if (delivery.status === 'sent') {
    return (
      <li data-delivery={delivery.kind}>
        {label}: <span className="is-sent">delivered</span>
        {delivery.sentAt ? (
          <>
            {' '}
            <Time iso={delivery.sentAt} />
          </>
        ) : null}
      </li>
    );
  }
  if (delivery.scheduled && delivery.nextAttemptAt !== null) {
    return (
      <li data-delivery={delivery.kind}>
        {label}: <span className="is-scheduled">scheduled</span> for{' '}
        <Time iso={new Date(delivery.nextAttemptAt).toISOString()} /> unless the lead is marked handled
      </li>
    );
  }
  if (delivery.attempts === 0) {
    return (
      <li data-delivery={delivery.kind}>
        {label}: <span className="is-pending">pending</span> (queued, not tried yet)
      </li>
    );
  }
  const attempts = `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`;
  const next =
    delivery.nextAttemptAt === null ? '' : `, next retry ${clockFormat.format(new Date(delivery.nextAttemptAt))}`;
  return (
    <li data-delivery={delivery.kind}>
      {label}: <span className="is-pending">pending</span> ({attempts}
      {next}){delivery.lastError ? `. Last error: ${delivery.lastError}` : ''}
    </li>
  );
}

/** How the owner reads each attribution value (issue 15). */
const ATTRIBUTION_LABELS: Record<keyof Attribution, string> = {
  pagePath: 'Sent from page',
  pageTitle: 'Page title',
  landingPath: 'Landed on',
  referrerHost: 'Came from site',
  utmSource: 'UTM source',
  utmMedium: 'UTM medium',
  utmCampaign: 'UTM campaign',
  utmTerm: 'UTM term',
  utmContent: 'UTM content',
  gclid: 'Google Ads click id',
};

/** Hidden fields that bring an action back to the view it was taken from. */
function ReturnFields({ from, filter }: { from: 'list' | 'lead'; filter: InboxFilter }) {
  return (
    <>
      <input type="hidden" name="from" value={from} />
      {from === 'list' ? (
        <>
          <input type="hidden" name="status" value={filter.status} />
          {filter.emergency ? <input type="hidden" name="emergency" value="1" /> : null}
          {filter.form ? <input type="hidden" name="form" value={filter.form} /> : null}
          {filter.before ? <input type="hidden" name="before" value={filter.before} /> : null}
        </>
      ) : null}
    </>
  );
}

/** A button that posts one action on a lead and comes back to where it was pressed. */
function ActionForm(props: {
  lead: InboxLead;
  action: LeadAction;
  label: string;
  className: string;
  from: 'list' | 'lead';
  filter: InboxFilter;
}) {
  return (
    <form method="post" action={ownerPaths.action(props.lead.id, props.action)}>
      <ReturnFields from={props.from} filter={props.filter} />
      <button className={`btn ${props.className}`} type="submit" aria-label={`${props.label}: ${props.lead.name}`}>
        {props.label}
      </button>
    </form>
  );
}

/** What the owner can do with a lead besides calling and writing: action, button, its style. */
function leadActions(lead: InboxLead): [LeadAction, string, string][] {
  return [
    ...(lead.heldAt ? [['release', 'Send its emails', 'btn-secondary'] as [LeadAction, string, string]] : []),
    lead.handledAt ? ['reopen', 'Reopen', 'btn-ghost'] : ['handled', 'Mark handled', 'btn-secondary'],
  ];
}

/** A part of a lead: one level below the lead's own heading, in the list and on its page. */
const SubHeading = ({ from, children }: { from: 'list' | 'lead'; children: string }) =>
  from === 'list' ? <h3>{children}</h3> : <h2 className="h3">{children}</h2>;

function LeadCard({ lead, from, filter }: { lead: InboxLead; from: 'list' | 'lead'; filter: InboxFilter }) {
  const service = lead.service ? serviceLabel(lead.formType, lead.service) : '';
  const headingId = `lead-${lead.id}-name`;
  const classes = ['card', 'lead-card', lead.isEmergency ? 'is-emergency' : '', lead.handledAt ? 'is-handled' : '']
    .filter(Boolean)
    .join(' ');
  const field = (label: string, value: string | null) =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    ) : null;
  const Heading = from === 'list' ? 'h2' : 'h1';
  const attribution = attributionFields.filter((name) => lead[name]);
  return (
    <article className={classes} id={`lead-${lead.id}`} aria-labelledby={headingId} data-lead={lead.id}>
      <ul className="badge-list" aria-label="About this lead">
        {lead.isEmergency ? <li className="badge badge-emergency">Emergency</li> : null}
        <li className="badge">{formTypeLabels[lead.formType]}</li>
        {lead.heldAt ? <li className="badge badge-held">Held</li> : null}
        {lead.handledAt ? <li className="badge badge-handled">Handled</li> : <li className="badge">Open</li>}
      </ul>
      <Heading id={headingId}>
        {from === 'list' ? <a href={ownerPaths.lead(lead.id)}>{lead.name}</a> : lead.name}
      </Heading>
      <p className="lead-time">
        Received <Time iso={lead.createdAt} />
        {lead.handledAt ? (
          <>
            {' · handled '}
            <Time iso={lead.handledAt} />
          </>
        ) : null}
      </p>
      <dl className="lead-fields">
        {field('Phone', lead.phone)}
        {field('Email', lead.email)}
        {field('Address', lead.address)}
        {field('Service', service)}
        {field('Message', lead.message)}
        <dt>Emergency</dt>
        <dd>{lead.isEmergency ? 'Yes' : 'No'}</dd>
        <dt>New customer</dt>
        <dd>{lead.isNewCustomer ? 'Yes' : 'No'}</dd>
        <dt>Reference</dt>
        <dd>{lead.id}</dd>
      </dl>
      {attribution.length ? (
        <>
          <SubHeading from={from}>Where it came from</SubHeading>
          <dl className="lead-fields" data-attribution="">
            {attribution.map((name) => (
              <Fragment key={name}>
                <dt>{ATTRIBUTION_LABELS[name]}</dt>
                <dd>{lead[name]}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      ) : null}
      {lead.callTaps.length ? (
        <>
          <SubHeading from={from}>Call taps on this visit</SubHeading>
          <ul className="delivery" data-call-taps="">
            {lead.callTaps.map((tap) => (
              <li key={tap.tappedAt}>
                <Time iso={tap.tappedAt} />: {tap.placement} on {tap.pagePath}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <SubHeading from={from}>Email to you</SubHeading>
      {lead.heldAt ? (
        <p className="notice notice-held" data-held="">
          Held, not emailed: more leads than usual came from this sender's address. Send its emails if it is a real
          customer.
        </p>
      ) : null}
      <ul className="delivery">
        {lead.deliveries.map((delivery) => (
          <DeliveryLine key={delivery.kind} delivery={delivery} />
        ))}
      </ul>
      <div className="lead-actions">
        <a className="btn btn-call" href={phoneHref(lead.phone)}>
          Call {lead.phone}
        </a>
        {lead.email ? (
          <a className="btn btn-ghost" href={mailtoHref(lead.email, `Your ${business.shortName} request`)}>
            Email
          </a>
        ) : null}
        {leadActions(lead).map(([action, label, className]) => (
          <ActionForm
            key={action}
            lead={lead}
            action={action}
            label={label}
            className={className}
            from={from}
            filter={filter}
          />
        ))}
        {from === 'lead' ? (
          <a className="btn btn-ghost btn-danger" href={ownerPaths.delete(lead.id)}>
            Delete…
          </a>
        ) : null}
      </div>
    </article>
  );
}

const STATUS_LABELS: Record<InboxFilter['status'], string> = { open: 'Open', handled: 'Handled', all: 'All' };

function SelectField(props: { name: string; label: string; value: string; options: [value: string, label: string][] }) {
  const id = `filter-${props.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue={props.value}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

function FilterForm({ filter }: { filter: InboxFilter }) {
  return (
    <form className="filters" method="get" action={ownerPaths.list()} aria-label="Filter leads">
      <SelectField
        name="status"
        label="Show"
        value={filter.status}
        options={STATUSES.map((status) => [status, STATUS_LABELS[status]])}
      />
      <SelectField
        name="form"
        label="Form"
        value={filter.form ?? ''}
        options={[['', 'Any form'], ...formTypes.map((type): [string, string] => [type, formTypeLabels[type]])]}
      />
      <label className="check">
        <input type="checkbox" name="emergency" value="1" defaultChecked={filter.emergency} /> Emergency only
      </label>
      <button className="btn btn-secondary" type="submit">
        Apply
      </button>
    </form>
  );
}

export function listPage({
  filter,
  page,
  openCount,
  notice,
}: {
  filter: InboxFilter;
  page: InboxPage;
  openCount: number;
  /** What the last action did (a deletion). */
  notice?: string;
}) {
  const query = filterQuery(filter);
  return renderPage(
    <OwnerDocument title={`(${openCount} open) Leads — ${business.name}`} signedIn section="leads">
      <h1>Leads</h1>
      {notice ? (
        <p className="notice notice-ok" role="status">
          {notice}
        </p>
      ) : null}
      <FilterForm filter={filter} />
      <div className="summary">
        <p role="status">
          {openCount} open {openCount === 1 ? 'lead' : 'leads'}
        </p>
        <a className="btn btn-ghost" href={ownerPaths.csv(query)} download>
          Download CSV
        </a>
      </div>
      {filter.before ? (
        <p>
          <a href={ownerPaths.list(query)}>Back to the newest leads</a>
        </p>
      ) : null}
      {page.leads.length ? (
        <ol className="leads" aria-label="Leads, newest first">
          {page.leads.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} from="list" filter={filter} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty">
          No {filter.status === 'all' ? '' : `${filter.status} `}leads
          {filter.emergency || filter.form ? ' match these filters' : ' here'}.
        </p>
      )}
      {page.olderThan ? (
        <p>
          <a
            className="btn btn-ghost btn-block"
            href={ownerPaths.list(filterQuery({ ...filter, before: page.olderThan }, { withBefore: true }))}
          >
            Load older leads
          </a>
        </p>
      ) : null}
    </OwnerDocument>,
  );
}

export function leadPage({ lead }: { lead: InboxLead }) {
  return renderPage(
    <OwnerDocument title={`${lead.name} · Leads — ${business.name}`} signedIn section="leads">
      <p>
        <a href={ownerPaths.list()}>← All leads</a>
      </p>
      <LeadCard lead={lead} from="lead" filter={DEFAULT_FILTER} />
    </OwnerDocument>,
  );
}

/** The step before a lead is deleted for good: what goes, and one button that does it. */
export function deletePage({ lead }: { lead: InboxLead }) {
  const pending = lead.deliveries.filter((delivery) => delivery.status === 'pending');
  const scheduled = pending.filter((delivery) => delivery.scheduled).length;
  const waiting = pending.length - scheduled;
  return renderPage(
    <OwnerDocument title={`Delete ${lead.name}? · Leads — ${business.name}`} signedIn section="leads">
      <p>
        <a href={ownerPaths.lead(lead.id)}>← Back to the lead</a>
      </p>
      <h1>Delete this lead?</h1>
      <dl className="lead-fields">
        <dt>Name</dt>
        <dd>{lead.name}</dd>
        <dt>Phone</dt>
        <dd>{lead.phone}</dd>
        <dt>Received</dt>
        <dd>
          <Time iso={lead.createdAt} />
        </dd>
        <dt>Reference</dt>
        <dd>{lead.id}</dd>
      </dl>
      <p className="notice notice-error">
        This removes the lead and everything it said,{' '}
        {waiting ? `its ${waiting === 1 ? 'email' : `${waiting} emails`} still waiting to be sent, ` : ''}
        {scheduled ? 'its still-open reminder, scheduled and not sent, ' : ''}and its link from the call records (the
        taps stay counted, without it). It cannot be undone. Emails already delivered stay in your mailbox.
      </p>
      <div className="lead-actions">
        <form method="post" action={ownerPaths.delete(lead.id)}>
          <button className="btn btn-primary btn-danger" type="submit" aria-label={`Delete for good: ${lead.name}`}>
            Delete for good
          </button>
        </form>
        <a className="btn btn-ghost" href={ownerPaths.lead(lead.id)}>
          Keep it
        </a>
      </div>
    </OwnerDocument>,
  );
}
