/** The owner screen's filters, read from the query string (links and the no-JavaScript filter form). */
import { formTypes } from '@site-kit/forms';
import { z } from 'zod';

export const STATUSES = ['open', 'handled', 'all'] as const;

const filterSchema = z.object({
  status: z.enum(STATUSES, { error: 'Status must be open, handled or all' }).default('open'),
  emergency: z
    .enum(['', '1'], { error: 'Emergency only must be 1 or empty' })
    .default('')
    .transform((value) => value === '1'),
  form: z
    .enum(['', ...formTypes], { error: `Form must be one of ${formTypes.join(', ')}` })
    .default('')
    .transform((value) => (value === '' ? null : value)),
  before: z
    .string()
    .regex(/^[0-9a-f-]{36}$/, 'Before must be a lead id')
    .optional()
    .transform((value) => value ?? null),
});

export type InboxFilter = z.output<typeof filterSchema>;

export const DEFAULT_FILTER: InboxFilter = { status: 'open', emergency: false, form: null, before: null };

/** A filter from the query, or the first problem with it. A repeated parameter is a problem too. */
export function parseFilter(query: Record<string, unknown>): { filter: InboxFilter } | { error: string } {
  const known = Object.fromEntries(
    Object.entries(query).filter(([name]) => ['status', 'emergency', 'form', 'before'].includes(name)),
  );
  const result = filterSchema.safeParse(known);
  if (!result.success) return { error: result.error.issues[0]?.message ?? 'Invalid filter' };
  return { filter: result.data };
}

/** The query string for a filter (without `before` unless asked), `''` for the default view. */
export function filterQuery(filter: InboxFilter, { withBefore = false } = {}): string {
  const params = new URLSearchParams();
  if (filter.status !== 'open') params.set('status', filter.status);
  if (filter.emergency) params.set('emergency', '1');
  if (filter.form) params.set('form', filter.form);
  if (withBefore && filter.before) params.set('before', filter.before);
  const query = params.toString();
  return query ? `?${query}` : '';
}
