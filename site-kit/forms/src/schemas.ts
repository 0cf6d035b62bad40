/**
 * One zod schema per form, built from `formRules`, with the spec's exact messages. The browser
 * validates with it before sending and form-api validates the same body with it again.
 * `zod/mini` keeps the browser bundle small (it tree-shakes to what is used).
 */
import * as z from 'zod/mini';
import type { Attribution } from './attribution.js';
import {
  type CheckboxFieldName,
  type FieldName,
  type FormRules,
  type FormType,
  fieldMaxLength,
  fieldOrder,
  formRules,
  formTypes,
  type TextFieldName,
} from './definitions.js';

export const messages = {
  required: (field: FieldName) => `${capitalize(field)} is required`,
  phone: 'Please enter a valid phone number (e.g., 314-555-0123)',
  email: 'Please enter a valid email address',
  tooLong: (field: FieldName, max: number) => `${capitalize(field)} must be ${max} characters or less`,
  serviceOption: 'Please choose a service from the list',
  invalid: (field: FieldName) => `${capitalize(field)} is invalid`,
  unknownForm: 'Unknown form type',
} as const;

function capitalize(field: string): string {
  return field.charAt(0).toUpperCase() + field.slice(1);
}

/**
 * 10-digit US number: optional parentheses around the area code, separators dash, dot or space.
 * A leading `+1` or `1` (the country code a phone's autofill adds) may come first, with or without
 * one of those separators after it; it is dropped when the number is stored.
 */
export const PHONE_PATTERN = /^(?:\+?1[-. ]?)?(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;
/** Loose on purpose (the spec asks for "looks like an address"), but never whitespace or angle brackets. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(?:\.[^\s@<>()[\]\\,;:".]+)+$/;

/** A stored phone as a link that dials it (`tel:+13145550123`). */
export const phoneHref = (phone: string): string => `tel:+1${phone.replace(/\D/g, '').slice(-10)}`;

/** The stored phone format, whatever separators or country code the visitor typed. */
export function formatPhone(valid: string): string {
  const digits = valid.replace(/\D/g, '').slice(-10);
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** A one-line value: control characters and line breaks become spaces (no header injection), runs collapse. */
export function normalizeLine(value: string): string {
  return value.normalize('NFC').replace(CONTROL_IN_LINE, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A message keeps its line breaks as LF: an HTML form submits CRLF, and the textarea's maxLength
 * counts a line break once, so the server must count it once too.
 */
export function normalizeText(value: string): string {
  return value.normalize('NFC').replace(/\r\n?/g, '\n').replace(CONTROL_IN_TEXT, '').trim();
}

/** Strings pass through the normalizer; null and absent are ''; anything else is an issue. */
const stringInput = (field: FieldName, normalize: (value: string) => string) =>
  z.transform((input: unknown, ctx): string => {
    if (input === undefined || input === null) return '';
    if (typeof input === 'string') return normalize(input);
    ctx.issues.push({ code: 'custom', message: messages.invalid(field), input });
    return z.NEVER;
  });

const requiredCheck = (field: FieldName) =>
  z.refine<string>((value) => value.length > 0, { error: messages.required(field), abort: true });

/** Length as the textarea's maxLength counts it (UTF-16 code units). */
const maxLengthCheck = (field: FieldName, max: number) =>
  z.refine<string>((value) => value.length <= max, { error: messages.tooLong(field, max), abort: true });

function textField(field: TextFieldName, rules: FormRules) {
  const required = rules.required.includes(field);
  const checks = required ? [requiredCheck(field)] : [];
  switch (field) {
    case 'phone':
      return z.pipe(
        stringInput(field, normalizeLine),
        z.pipe(
          z.string().check(
            ...checks,
            z.refine((value) => PHONE_PATTERN.test(value), { error: messages.phone }),
          ),
          z.transform(formatPhone),
        ),
      );
    case 'email':
      return z.pipe(
        stringInput(field, normalizeLine),
        z.string().check(
          ...checks,
          maxLengthCheck(field, fieldMaxLength.email),
          z.refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: messages.email }),
        ),
      );
    case 'message':
      return z.pipe(
        stringInput(field, normalizeText),
        z.string().check(...checks, maxLengthCheck(field, rules.messageMax)),
      );
    case 'service': {
      const options = rules.serviceOptions;
      return z.pipe(
        stringInput(field, normalizeLine),
        z.string().check(
          ...checks,
          options
            ? z.refine((value) => value === '' || options.some((option) => option.value === value), {
                error: messages.serviceOption,
              })
            : maxLengthCheck(field, fieldMaxLength.service),
        ),
      );
    }
    case 'name':
    case 'address':
      return z.pipe(
        stringInput(field, normalizeLine),
        z.string().check(...checks, maxLengthCheck(field, fieldMaxLength[field])),
      );
  }
}

const TRUE_VALUES = new Set([true, 'on', 'true', '1', 'yes']);
const FALSE_VALUES = new Set([false, 'off', 'false', '0', 'no', '']);

/** JSON booleans from the browser, 'on' from an HTML checkbox; absent means the form's default. */
const checkboxField = (field: CheckboxFieldName, fallback: boolean) =>
  z.transform((input: unknown, ctx): boolean => {
    if (input === undefined || input === null) return fallback;
    if (TRUE_VALUES.has(input as string | boolean)) return true;
    if (FALSE_VALUES.has(input as string | boolean)) return false;
    ctx.issues.push({ code: 'custom', message: messages.invalid(field), input });
    return z.NEVER;
  });

function formSchema<Type extends FormType>(formType: Type) {
  const rules = formRules[formType];
  const shown = (field: FieldName) => rules.fields.includes(field);
  const text = (field: TextFieldName) => (shown(field) ? textField(field, rules) : z.transform(() => ''));
  return z.pipe(
    z.object({
      formType: z.literal(formType),
      name: text('name'),
      phone: text('phone'),
      email: text('email'),
      address: text('address'),
      service: text('service'),
      message: text('message'),
      isEmergency: shown('isEmergency')
        ? checkboxField('isEmergency', rules.defaults.isEmergency)
        : z.transform(() => rules.defaults.isEmergency),
      isNewCustomer: shown('isNewCustomer')
        ? checkboxField('isNewCustomer', rules.defaults.isNewCustomer)
        : z.transform(() => rules.defaults.isNewCustomer),
    }),
    z.transform((data) => ({
      formType,
      name: data.name,
      phone: data.phone,
      email: data.email || null,
      address: data.address || null,
      service: data.service,
      message: data.message,
      isEmergency: rules.alwaysEmergency || data.isEmergency,
      isNewCustomer: data.isNewCustomer,
    })),
  );
}

export const formSchemas = {
  emergency: formSchema('emergency'),
  quote: formSchema('quote'),
  contact: formSchema('contact'),
  callback: formSchema('callback'),
} as const;

/**
 * What every form produces once valid: the lead as it is stored and mailed. Its fields are the
 * schemas' output, named once here; form-api's column map follows them.
 */
export type Lead = Omit<z.output<(typeof formSchemas)[FormType]>, 'formType'> & { formType: FormType };

/** A lead as form-api keeps it and the owner reads it: the API's JSON, the inbox, the CSV. */
export type StoredLead = Lead &
  Attribution & {
    /** The public id (random; the row number never leaves form-api). */
    id: string;
    createdAt: string;
    /** When the owner marked it handled; null while open. */
    handledAt: string | null;
    /** When it was held without emails (over the per-address limit); null once released, or never held. */
    heldAt: string | null;
  };

export type FieldErrors = Partial<Record<FieldName, string>>;

export type LeadValidation =
  | { success: true; lead: Lead }
  | { success: false; fieldErrors: FieldErrors; error: string | null };

/**
 * Validate a submission body (JSON from the browser, or the strings of an HTML post). One message
 * per field, the first rule it breaks; `error` is set when the body is not a known form at all.
 */
export function validateLead(body: unknown): LeadValidation {
  const formType = (body as { formType?: unknown } | null)?.formType;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !formTypes.includes(formType as FormType)) {
    return { success: false, fieldErrors: {}, error: messages.unknownForm };
  }
  const result = z.safeParse(formSchemas[formType as FormType], body);
  if (result.success) return { success: true, lead: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName;
    if (fieldOrder.includes(field) && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { success: false, fieldErrors, error: Object.keys(fieldErrors).length ? null : messages.unknownForm };
}

/** The first field, in display order, that has an error (it gets the focus). */
export function firstInvalidField(fieldErrors: FieldErrors): FieldName | undefined {
  return fieldOrder.find((field) => fieldErrors[field]);
}

/**
 * An HTML form omits an unticked checkbox; a JSON body omits a field to mean "the default". For a
 * no-JavaScript post, every checkbox the form shows and the body lacks is therefore false.
 */
export function withHtmlCheckboxes(body: Record<string, unknown>): Record<string, unknown> {
  const formType = body.formType;
  if (typeof formType !== 'string' || !formTypes.includes(formType as FormType)) return body;
  const unticked = formRules[formType as FormType].checkboxes.filter((field) => body[field] === undefined);
  return unticked.length ? { ...body, ...Object.fromEntries(unticked.map((field) => [field, false])) } : body;
}
