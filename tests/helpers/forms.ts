/**
 * The four lead forms as the end-to-end tests drive them: where each lives, what it requires, what
 * a valid visitor types, and how to read what form-api stored and mailed.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { FormType, StoredLead } from '@site-kit/forms';
import { waitForPageScript } from '../fixtures';
import { fetchSaying } from '../harness/processes';
import type { ReceivedMail } from '../harness/smtp-sink';
import { OWNER_TOKEN, type System } from '../harness/system';

export interface FormCase {
  formType: FormType;
  path: string;
  /** Required fields with the spec's message for an empty one. */
  required: Record<string, string>;
  messageMax: number;
  event: string;
  hasEmail: boolean;
  /** What a visitor types, field by field (selects by value). */
  valid: (name: string) => Record<string, string>;
}

export const formCases: readonly FormCase[] = [
  {
    formType: 'emergency',
    path: '/',
    required: { name: 'Name is required', phone: 'Phone is required', service: 'Service is required' },
    messageMax: 300,
    event: 'emergency_form_submit',
    hasEmail: false,
    valid: (name) => ({
      name,
      phone: '314-555-0123',
      service: 'car-lockout',
      address: 'Clayton, 63105',
      message: 'Keys locked in the car',
    }),
  },
  {
    formType: 'quote',
    path: '/',
    required: {
      name: 'Name is required',
      phone: 'Phone is required',
      address: 'Address is required',
      service: 'Service is required',
      message: 'Message is required',
    },
    messageMax: 300,
    event: 'quote_form_submit',
    hasEmail: true,
    valid: (name) => ({
      name,
      phone: '(314) 555-0188',
      email: 'quote@example.com',
      address: '2300 Locust St, 63103',
      service: 'residential',
      message: 'Rekey four locks',
    }),
  },
  {
    formType: 'contact',
    path: '/contact',
    required: { name: 'Name is required', phone: 'Phone is required', message: 'Message is required' },
    messageMax: 300,
    event: 'contact_form_submit',
    hasEmail: true,
    valid: (name) => ({
      name,
      phone: '618.555.0100',
      email: 'contact@example.com',
      service: 'consultation',
      message: 'Do you do security audits?',
    }),
  },
  {
    formType: 'callback',
    path: '/services/car-lockout',
    required: { name: 'Name is required', phone: 'Phone is required' },
    messageMax: 150,
    event: 'service_page_form_submit',
    hasEmail: false,
    valid: (name) => ({ name, phone: '314 555 0177', message: 'Silver sedan at the library' }),
  },
];

export const formOf = (page: Page, formType: FormType): Locator => page.locator(`form[data-form="${formType}"]`);
export const fieldOf = (page: Page, formType: FormType, field: string): Locator =>
  page.locator(`#${formType}-${field}`);
export const errorOf = (page: Page, formType: FormType, field: string): Locator =>
  page.locator(`#${formType}-${field}-error`);
export const successOf = (page: Page, formType: FormType): Locator => page.locator(`[data-form-success="${formType}"]`);

/**
 * Islands hydrate late (when they near the viewport, or when the visitor turns to them); until then
 * the server HTML posts without JavaScript. Bring the form into view, focus it the way a visitor
 * would, and wait until its script has taken over.
 */
export async function interactiveForm(page: Page, formType: FormType): Promise<Locator> {
  const form = formOf(page, formType);
  await form.scrollIntoViewIfNeeded();
  await form.locator('input:not([type="hidden"])').first().focus();
  await expect(form).toHaveAttribute('data-interactive', 'true');
  return form;
}

/** Opens `path`, waits for the page's script, and wakes its `formType` form (see `interactiveForm`). */
export async function openForm(page: Page, path: string, formType: FormType): Promise<Locator> {
  await page.goto(path);
  await waitForPageScript(page);
  return interactiveForm(page, formType);
}

export async function fillForm(page: Page, formType: FormType, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) {
    const control = fieldOf(page, formType, field);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

/**
 * form-api drops a form sent faster than FORM_MIN_FILL_MS (1.5 s by default) as a bot's. Playwright
 * types in milliseconds, so a test that expects its lead stored takes a person's time first.
 */
export const PERSON_FILL_MS = 1_600;

/**
 * Take a person's time over a form before sending it. The one deliberate sleep of the form tests: the
 * browser measures the fill time with its own clock, and only real time passing makes it a person's.
 */
export async function takeAPersonsTime(page: Page): Promise<void> {
  await page.waitForTimeout(PERSON_FILL_MS);
}

/** What the owner reads over the API. */
export async function storedLeads(system: System): Promise<StoredLead[]> {
  const response = await fetchSaying(`${system.formApiUrl}/api/submissions?limit=500`, {
    headers: { authorization: `Bearer ${OWNER_TOKEN}` },
  });
  if (!response.ok) throw new Error(`owner read failed: ${response.status}`);
  return ((await response.json()) as { submissions: StoredLead[] }).submissions;
}

export async function leadsNamed(system: System, name: string): Promise<StoredLead[]> {
  return (await storedLeads(system)).filter((lead) => lead.name === name);
}

export function mailsFor(system: System, leadId: string): ReceivedMail[] {
  return system.sink.messages.filter((mail) => mail.headers['x-submission-id'] === leadId);
}

/** A name no other test uses, so a test finds exactly its own lead. */
export const uniqueName = (label: string): string => `${label} ${Math.random().toString(36).slice(2, 8)}`;
