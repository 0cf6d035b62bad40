/**
 * The four lead forms as data: which fields each one has, which are required, its limits and its
 * service options. The browser (mfe-forms) renders from it and form-api validates against it, so a
 * form cannot ask for something the server rejects or the other way round.
 */

export const formTypes = ['emergency', 'quote', 'contact', 'callback'] as const;
export type FormType = (typeof formTypes)[number];

export const isFormType = (value: unknown): value is FormType =>
  typeof value === 'string' && (formTypes as readonly string[]).includes(value);

export type TextFieldName = 'name' | 'phone' | 'email' | 'address' | 'service' | 'message';
export type CheckboxFieldName = 'isEmergency' | 'isNewCustomer';
export type FieldName = TextFieldName | CheckboxFieldName;

/** Field order on every form; the first invalid field in this order gets the focus. */
export const fieldOrder: readonly FieldName[] = [
  'name',
  'phone',
  'email',
  'address',
  'service',
  'message',
  'isEmergency',
  'isNewCustomer',
];

export interface ServiceOption {
  value: string;
  label: string;
}

/** Emergency form options, values and labels as the spec lists them. */
export const emergencyServiceOptions: readonly ServiceOption[] = [
  { value: 'car-lockout', label: 'Car Lockout' },
  { value: 'home-lockout', label: 'Home Lockout' },
  { value: 'rekey', label: 'Rekey Locks' },
  { value: 'new-lock', label: 'New Lock Installation' },
  { value: 'key-replacement', label: 'Key Replacement' },
  { value: 'other', label: 'Other Emergency' },
];

/** Contact page options, values and labels as the spec lists them. */
export const contactServiceOptions: readonly ServiceOption[] = [
  { value: 'emergency', label: 'Emergency Lockout' },
  { value: 'residential', label: 'Residential Locksmith' },
  { value: 'commercial', label: 'Commercial Locksmith' },
  { value: 'automotive', label: 'Automotive Locksmith' },
  { value: 'safe-vault', label: 'Safe & Vault Services' },
  { value: 'consultation', label: 'Security Consultation' },
  { value: 'other', label: 'Other Services' },
];

/**
 * Quote form options: the spec gives only the values; they are a subset of the contact values, so
 * they take the contact form's labels.
 */
export const quoteServiceOptions: readonly ServiceOption[] = [
  'residential',
  'commercial',
  'automotive',
  'emergency',
  'safe-vault',
  'other',
].map((value) => contactServiceOptions.find((option) => option.value === value) as ServiceOption);

export const MESSAGE_MAX = 300;
export const CALLBACK_MESSAGE_MAX = 150;

/** Caps the spec does not give, so a stored lead stays readable and an email stays small. */
export const fieldMaxLength = {
  name: 100,
  email: 254,
  address: 200,
  /** Callback forms carry the service page's title. */
  service: 120,
} as const;

export interface FormRules {
  formType: FormType;
  /** Fields the form shows and accepts, in display order (hidden ones included). */
  fields: readonly FieldName[];
  required: readonly TextFieldName[];
  messageMax: number;
  /** The allowed service values, or null when the service is free text (the callback form's page title). */
  serviceOptions: readonly ServiceOption[] | null;
  /** Checkboxes the form shows: absent from an HTML post means unticked. */
  checkboxes: readonly CheckboxFieldName[];
  defaults: { isEmergency: boolean; isNewCustomer: boolean };
  /** The emergency form is an emergency by definition, whatever the body says. */
  alwaysEmergency: boolean;
}

export const formRules: { readonly [Type in FormType]: FormRules } = {
  emergency: {
    formType: 'emergency',
    fields: ['name', 'phone', 'service', 'address', 'message'],
    required: ['name', 'phone', 'service'],
    messageMax: MESSAGE_MAX,
    serviceOptions: emergencyServiceOptions,
    checkboxes: [],
    defaults: { isEmergency: true, isNewCustomer: true },
    alwaysEmergency: true,
  },
  quote: {
    formType: 'quote',
    fields: ['name', 'phone', 'email', 'address', 'service', 'message', 'isEmergency', 'isNewCustomer'],
    required: ['name', 'phone', 'address', 'service', 'message'],
    messageMax: MESSAGE_MAX,
    serviceOptions: quoteServiceOptions,
    checkboxes: ['isEmergency', 'isNewCustomer'],
    defaults: { isEmergency: false, isNewCustomer: true },
    alwaysEmergency: false,
  },
  contact: {
    formType: 'contact',
    fields: ['name', 'phone', 'email', 'address', 'service', 'message', 'isEmergency', 'isNewCustomer'],
    required: ['name', 'phone', 'message'],
    messageMax: MESSAGE_MAX,
    serviceOptions: contactServiceOptions,
    checkboxes: ['isEmergency', 'isNewCustomer'],
    defaults: { isEmergency: false, isNewCustomer: true },
    alwaysEmergency: false,
  },
  callback: {
    formType: 'callback',
    fields: ['name', 'phone', 'message', 'service', 'isEmergency'],
    required: ['name', 'phone', 'service'],
    messageMax: CALLBACK_MESSAGE_MAX,
    serviceOptions: null,
    checkboxes: ['isEmergency'],
    defaults: { isEmergency: true, isNewCustomer: true },
    alwaysEmergency: false,
  },
};

/** The label of a service value on a form (the value itself for free-text services). */
export function serviceLabel(formType: FormType, value: string): string {
  return formRules[formType].serviceOptions?.find((option) => option.value === value)?.label ?? value;
}

/** Human names of the form types, for email subjects and the owner's listings. */
export const formTypeLabels: { readonly [Type in FormType]: string } = {
  emergency: 'Emergency request',
  quote: 'Quote request',
  contact: 'Contact message',
  callback: 'Service callback request',
};

/** Hidden field a person never fills (bots do): a filled one gets a quiet success and is dropped. */
export const HONEYPOT_FIELD = 'website';
/** Milliseconds the visitor spent on the form, sent by the browser; too fast means a bot. */
export const FILL_TIME_FIELD = 'fillTimeMs';
/** Header telling form-api the body came from a no-JavaScript `<form>` post (checkbox semantics). */
export const HTML_TRANSPORT_HEADER = 'x-submission-transport';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const FAILED_SUBMIT_MESSAGE = 'Failed to submit form. Please try again.';

/** Analytics event pushed to window.dataLayer after a successful submit. */
export const analyticsEvents: { readonly [Type in FormType]: string } = {
  emergency: 'emergency_form_submit',
  quote: 'quote_form_submit',
  contact: 'contact_form_submit',
  callback: 'service_page_form_submit',
};
