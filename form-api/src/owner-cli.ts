/**
 * The owner's command: `pnpm --filter form-api submissions [--limit N] [--csv | --json]` lists the
 * latest leads straight from the SQLite file (read-only), newest first, and says how many emails
 * are still waiting to go out.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { business, formatBusinessTime } from '@site-kit/brand';
import { formTypeLabels, serviceLabel } from '@site-kit/forms';
import { ConfigError, parseEnv } from '@site-kit/server';
import { z } from 'zod';
import { DEFAULT_DATABASE_PATH, openDatabaseReadOnly } from './db/database';
import { csvHeaderLine, csvRows } from './http/csv';
import { DEFAULT_LIMIT, MAX_LIMIT, parseLimit } from './http/limit';
import { Outbox } from './mail/outbox';
import { cameFrom, sentFrom } from './mail/render';
import { Inbox, type InboxLead } from './owner/inbox';

export const USAGE = `Usage: pnpm --filter form-api submissions [--limit N] [--csv | --json]

Lists the latest submissions (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT}), newest first, from DATABASE_PATH
(default ${DEFAULT_DATABASE_PATH}, relative to form-api/).`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

interface CliOptions {
  limit: number;
  format: 'table' | 'csv' | 'json';
  help: boolean;
}

function readOptions(argv: readonly string[]): CliOptions | string {
  let parsed: ReturnType<typeof parse>;
  const parse = (args: string[]) =>
    parseArgs({
      args,
      options: {
        limit: { type: 'string' },
        csv: { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
  try {
    // pnpm passes a `--` separator through to the script.
    parsed = parse(argv.filter((arg) => arg !== '--'));
  } catch (error) {
    return (error as Error).message;
  }
  const { values } = parsed;
  const limit = values.limit === undefined ? DEFAULT_LIMIT : parseLimit(values.limit);
  if (limit === null) return `--limit must be a whole number from 1 to ${MAX_LIMIT}`;
  if (values.csv && values.json) return 'Choose one of --csv and --json';
  return { limit, format: values.csv ? 'csv' : values.json ? 'json' : 'table', help: values.help ?? false };
}

const clip = (value: string, width: number) => (value.length > width ? `${value.slice(0, width - 1)}…` : value);

function table(leads: readonly InboxLead[]): string {
  const rows = leads.map((lead) => [
    formatBusinessTime(lead.createdAt),
    formTypeLabels[lead.formType],
    lead.isEmergency ? 'YES' : '',
    clip(lead.name, 24),
    lead.phone,
    clip(lead.email ?? '', 28),
    clip(serviceLabel(lead.formType, lead.service), 24),
    clip(lead.message.replace(/\s+/g, ' '), 40),
    clip(sentFrom(lead), 32),
    clip(cameFrom(lead), 32),
  ]);
  const header = [
    `Received (${business.timeZone})`,
    'Form',
    'Emergency',
    'Name',
    'Phone',
    'Email',
    'Service',
    'Message',
    'Sent from',
    'Came from',
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Returns the exit code. */
export function runOwnerCli(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): number {
  const options = readOptions(argv);
  if (typeof options === 'string') {
    io.err(`${options}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    io.out(USAGE);
    return 0;
  }
  let file: string;
  try {
    file = parseEnv(
      { DATABASE_PATH: z.string().min(1).default(DEFAULT_DATABASE_PATH) },
      { DATABASE_PATH: env.DATABASE_PATH || undefined },
      'submissions',
    ).DATABASE_PATH;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return 2;
  }
  if (!existsSync(file)) {
    io.err(`No database at ${file}: form-api has not stored anything yet, or DATABASE_PATH points elsewhere.`);
    return 1;
  }
  const db = openDatabaseReadOnly(file);
  try {
    const leads = new Inbox(db).newest(options.limit);
    if (options.format === 'json') io.out(JSON.stringify(leads, null, 2));
    else if (options.format === 'csv') io.out(`${csvHeaderLine()}${csvRows(leads)}`.trimEnd());
    else {
      io.out(leads.length ? table(leads) : 'No submissions yet.');
      const pending = new Outbox(db).pendingCount();
      io.out(`\n${leads.length} shown · ${pending} email${pending === 1 ? '' : 's'} waiting to be sent`);
    }
    return 0;
  } finally {
    db.close();
  }
}
