/**
 * One form's state (zustand): values, per-field errors and where it is in
 * editing → submitting → submitted | failed. Each form on a page has its own store, created from
 * the same inputs on the server and in the browser so hydration starts from identical state.
 */
import type { FormSubmissionState } from '@site-kit/contract';
import {
  type CheckboxFieldName,
  type FieldErrors,
  type FieldName,
  type FormType,
  formRules,
  type TextFieldName,
} from '@site-kit/forms';
import { createStore } from 'zustand';

export type FormStatus = 'editing' | 'submitting' | 'submitted' | 'failed';

export type FormValues = Record<TextFieldName, string> & Record<CheckboxFieldName, boolean>;

export interface LeadFormState {
  values: FormValues;
  errors: FieldErrors;
  status: FormStatus;
  /** Banner text while status is 'failed'. */
  failure: string | null;
  setValue<Field extends FieldName>(field: Field, value: FormValues[Field]): void;
  showErrors(errors: FieldErrors): void;
  startSubmitting(): void;
  succeed(): void;
  fail(message: string, errors?: FieldErrors): void;
  /** Back to a fresh form (after the success panel has been shown long enough). */
  reset(): void;
}

export type LeadFormStore = ReturnType<typeof createLeadFormStore>;

export function defaultValues(formType: FormType, presets: Partial<FormValues> = {}): FormValues {
  const { defaults } = formRules[formType];
  return {
    name: '',
    phone: '',
    email: '',
    address: '',
    service: '',
    message: '',
    isEmergency: defaults.isEmergency,
    isNewCustomer: defaults.isNewCustomer,
    ...presets,
  };
}

/** What a no-JavaScript post sent back (strings; a ticked checkbox is 'on', an unticked one absent). */
export function valuesFromPost(
  formType: FormType,
  posted: Readonly<Record<string, string>>,
  presets: Partial<FormValues>,
) {
  const values = defaultValues(formType, presets);
  const rules = formRules[formType];
  for (const field of ['name', 'phone', 'email', 'address', 'service', 'message'] as const) {
    if (rules.fields.includes(field) && typeof posted[field] === 'string') values[field] = posted[field];
  }
  for (const field of rules.checkboxes) values[field] = posted[field] === 'on';
  return { ...values, ...presets };
}

export function createLeadFormStore(
  formType: FormType,
  presets: Partial<FormValues>,
  submission: FormSubmissionState | null,
) {
  const fresh = () => defaultValues(formType, presets);
  const mine = submission?.formType === formType ? submission : null;
  return createStore<LeadFormState>()((set) => ({
    values: mine && mine.status !== 'submitted' ? valuesFromPost(formType, mine.values, presets) : fresh(),
    errors: mine?.status === 'invalid' ? mine.errors : {},
    status: mine?.status === 'submitted' ? 'submitted' : mine?.status === 'failed' ? 'failed' : 'editing',
    failure: mine?.status === 'failed' ? (mine.message ?? null) : null,
    setValue: (field, value) =>
      set((state) => {
        const errors = { ...state.errors };
        delete errors[field];
        return { values: { ...state.values, [field]: value }, errors };
      }),
    showErrors: (errors) => set({ errors, status: 'editing' }),
    startSubmitting: () => set({ status: 'submitting', errors: {} }),
    succeed: () => set({ status: 'submitted', failure: null, errors: {} }),
    fail: (message, errors = {}) => set({ status: 'failed', failure: message, errors }),
    reset: () => set({ values: fresh(), errors: {}, status: 'editing', failure: null }),
  }));
}
