/**
 * The owner's report page (decision F36): phone first, server HTML, no JavaScript. The range is a
 * row of links; each table is a plain table whose first column wraps, so nothing scrolls sideways at
 * 320 px. Every row carries its raw label (`data-label`) and every number its metric, as the CSV does.
 */
import { business } from '@site-kit/brand';
import { type Metric, REPORT_DAYS, REPORT_TOP_ROWS, type Report, type ReportTable } from '../report/report';
import { OwnerDocument, ownerPaths, renderPage } from './pages';

const METRIC_HEADERS: Record<Metric, string> = {
  calls: 'Call taps',
  callNetworks: 'Networks',
  unverifiedCalls: 'Unverified taps',
  emergencyLeads: 'Emergency leads',
  otherLeads: 'Other leads',
};

/** What a phone shows in a number column's header; the full header stays for screen readers. */
const METRIC_SHORT_HEADERS: Record<Metric, string> = {
  calls: 'Calls',
  callNetworks: 'Nets',
  unverifiedCalls: 'Unver.',
  emergencyLeads: 'Emerg.',
  otherLeads: 'Other',
};

const dayLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** A day as the owner reads it ("Mon, Nov 23"); anything else as it is. */
function RowLabel({ table, label, folded }: { table: ReportTable; label: string; folded?: number }) {
  if (folded !== undefined) return <>{`${label} (${folded} more)`}</>;
  if (table.id !== 'days') return <>{label}</>;
  const parts = Object.fromEntries(
    dayLabel.formatToParts(new Date(`${label}T12:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return <time dateTime={label}>{`${parts.weekday}, ${parts.month} ${parts.day}`}</time>;
}

function Table({ table }: { table: ReportTable }) {
  const headingId = `report-${table.id}`;
  return (
    <section className="report-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{table.title}</h2>
      {table.rows.length ? (
        <table className="report-table" data-table={table.id}>
          <thead>
            <tr>
              <th scope="col">{table.labelHeader}</th>
              {table.metrics.map((metric) => (
                <th scope="col" key={metric} className="num">
                  <span className="report-full">{METRIC_HEADERS[metric]}</span>
                  <span className="report-short" aria-hidden="true">
                    {METRIC_SHORT_HEADERS[metric]}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label} data-label={row.label} data-folded={row.folded}>
                <th scope="row">
                  <RowLabel table={table} label={row.label} folded={row.folded} />
                </th>
                {table.metrics.map((metric) => (
                  <td key={metric} className="num" data-metric={metric}>
                    {row.values[metric] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty" data-table={table.id}>
          Nothing in these days.
        </p>
      )}
    </section>
  );
}

export function reportPage({ report }: { report: Report }) {
  const query = `?days=${report.days}`;
  return renderPage(
    <OwnerDocument title={`Report, last ${report.days} days — ${business.name}`} signedIn section="report">
      <h1>Calls and leads</h1>
      <nav className="report-range" aria-label="Period">
        {REPORT_DAYS.map((days) => (
          <a
            key={days}
            className="btn btn-ghost"
            href={ownerPaths.report(`?days=${days}`)}
            aria-current={days === report.days ? 'page' : undefined}
          >
            {days} days
          </a>
        ))}
      </nav>
      <div className="summary">
        <p>
          <time dateTime={report.from}>{report.from}</time> to <time dateTime={report.to}>{report.to}</time> (
          {business.timeZone.replace('_', ' ')} time)
        </p>
        <a className="btn btn-ghost" href={ownerPaths.reportCsv(query)} download>
          Download CSV
        </a>
      </div>
      <p className="report-note">
        A call tap is a tap on a call link of the site: the phone's dialer opened, the call may not have been made. Taps
        from one page load within a few seconds, or from one call link of a page load, count once; search engines' and
        other robots' do not count.
      </p>
      <p className="report-note">
        Only verified taps count (from a page this site served recently); unverified ones are shown apart under "Call
        taps: networks and unverified". Networks: how many blocks of internet addresses the taps came from (many taps,
        one network: one source). Each table keeps its top {REPORT_TOP_ROWS} rows; the rest are "All others".
      </p>
      {report.tables.map((table) => (
        <Table key={table.id} table={table} />
      ))}
    </OwnerDocument>,
  );
}
