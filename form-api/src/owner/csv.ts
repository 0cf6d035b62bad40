/**
 * The owner screen's CSV: the leads of the current filter, the same rows the list shows, with the
 * delivery state of each email, written as the API's export is (SPREADSHEET_CSV).
 */
import { formTypeLabels, serviceLabel } from '@site-kit/forms';
import { stringify } from 'csv-stringify/sync';
import { SPREADSHEET_CSV } from '../http/csv';
import type { Delivery, InboxLead } from './inbox';

export const INBOX_CSV_HEADER = [
  'id',
  'received_at',
  'form',
  'emergency',
  'name',
  'phone',
  'email',
  'address',
  'service',
  'message',
  'new_customer',
  'handled_at',
  'notification',
  'emergency_alert',
  'where_it_came_from',
] as const;

const deliveryCell = (delivery: Delivery | undefined): string => {
  if (!delivery) return '';
  if (delivery.status === 'sent') return `delivered ${delivery.sentAt ?? ''}`.trim();
  return `pending (${delivery.attempts} attempts)${delivery.lastError ? `: ${delivery.lastError}` : ''}`;
};

/** A byte-order mark first, so Excel reads UTF-8 names right. */
export const inboxCsvHeader = (): string => `\ufeff${stringify([[...INBOX_CSV_HEADER]], SPREADSHEET_CSV)}`;

export function inboxCsvRows(leads: readonly InboxLead[]): string {
  return stringify(
    leads.map((lead) => [
      lead.id,
      lead.createdAt,
      formTypeLabels[lead.formType],
      lead.isEmergency ? 'yes' : 'no',
      lead.name,
      lead.phone,
      lead.email ?? '',
      lead.address ?? '',
      lead.service ? serviceLabel(lead.formType, lead.service) : '',
      lead.message,
      lead.isNewCustomer ? 'yes' : 'no',
      lead.handledAt ?? '',
      deliveryCell(lead.deliveries.find((delivery) => delivery.kind === 'notification')),
      deliveryCell(lead.deliveries.find((delivery) => delivery.kind === 'emergency_alert')),
      lead.origin.map(([column, value]) => `${column}=${value}`).join('; '),
    ]),
    SPREADSHEET_CSV,
  );
}
