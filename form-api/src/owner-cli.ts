/**
 * The owner's command: `pnpm --filter form-api submissions [--limit N] [--csv | --json]` lists the
 * latest leads straight from the SQLite file (read-only), newest first, and says how many emails
 * are still waiting to go out.
 */
import { existsSync } from 'node:fs';
import { business, formatBusinessTime } from '@site-kit/brand';
import { formTypeLabels, serviceLabel } from '@site-kit/forms';
import { DEFAULT_DATABASE_PATH, openDatabaseReadOnly } from './db/database';
import { type StoredSubmission, SubmissionStore } from './db/submissions';
import { csvHeaderLine, csvRows } from './http/csv';
import { DEFAULT_LIMIT, MAX_LIMIT, parseLimit } from './http/limit';
import { Outbox } from './mail/outbox';
import { cameFrom, sentFrom } from './mail/render';

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
}

function parseArgs(argv: readonly string[]): CliOptions | string {
  const options: CliOptions = { limit: DEFAULT_LIMIT, format: 'table' };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    // pnpm passes a `--` separator through to the script.
    if (arg === '--') continue;
    if (arg === '--csv') options.format = 'csv';
    else if (arg === '--json') options.format = 'json';
    else if (arg === '--limit' || arg.startsWith('--limit=')) {
      if (arg === '--limit') index += 1;
      const value = arg === '--limit' ? argv[index] : arg.slice('--limit='.length);
      const limit = parseLimit(value ?? '');
      if (limit === null) return `--limit must be a whole number from 1 to ${MAX_LIMIT}`;
      options.limit = limit;
    } else return `Unknown option ${arg}`;
  }
  return options;
}

const clip = (value: string, width: number) => (value.length > width ? `${value.slice(0, width - 1)}…` : value);

function table(submissions: readonly StoredSubmission[]): string {
  const rows = submissions.map((submission) => [
    formatBusinessTime(submission.createdAt),
    formTypeLabels[submission.formType],
    submission.isEmergency ? 'YES' : '',
    clip(submission.name, 24),
    submission.phone,
    clip(submission.email ?? '', 28),
    clip(serviceLabel(submission.formType, submission.service), 24),
    clip(submission.message.replace(/\s+/g, ' '), 40),
    clip(sentFrom(submission), 32),
    clip(cameFrom(submission), 32),
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
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(USAGE);
    return 0;
  }
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    io.err(`${options}\n\n${USAGE}`);
    return 2;
  }
  const file = env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
  if (!existsSync(file)) {
    io.err(`No database at ${file}: form-api has not stored anything yet, or DATABASE_PATH points elsewhere.`);
    return 1;
  }
  const db = openDatabaseReadOnly(file);
  try {
    const submissions = new SubmissionStore(db).latest(options.limit);
    if (options.format === 'json') io.out(JSON.stringify(submissions, null, 2));
    else if (options.format === 'csv') io.out(`${csvHeaderLine()}${csvRows(submissions)}`.trimEnd());
    else {
      io.out(submissions.length ? table(submissions) : 'No submissions yet.');
      const pending = new Outbox(db).pendingCount();
      io.out(`\n${submissions.length} shown · ${pending} email${pending === 1 ? '' : 's'} waiting to be sent`);
    }
    return 0;
  } finally {
    db.close();
  }
}
