/**
 * The lead form all four islands render. It is a real `<form method="post">` to the page's own
 * URL (the shell accepts it when JavaScript is off); with JavaScript it validates with the shared
 * schema, posts JSON to form-api and shows the states in place. Render is pure: the store starts
 * from the props and the host's no-JS submission state on both server and browser.
 */

import { business, timings } from '@site-kit/brand';
import { Icon, PhoneLink } from '@site-kit/brand/ui';
import type { HostApi } from '@site-kit/contract';
import {
  ATTRIBUTION_FIELD,
  attributionFor,
  FAILED_SUBMIT_MESSAGE,
  FILL_TIME_FIELD,
  type FieldErrors,
  type FieldName,
  type FormType,
  firstInvalidField,
  formRules,
  HONEYPOT_FIELD,
  validateLead,
} from '@site-kit/forms';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { trackSubmission } from './analytics';
import { formCopy } from './content';
import { CheckboxField, FormField, type FormFieldProps } from './Field';
import styles from './LeadForm.module.css';
import { createLeadFormStore, type FormValues } from './store';
import { newIdempotencyKey, postLead } from './submit';
import { valuesTypedEarly } from './typed-early';

export interface LeadFormProps {
  formType: FormType;
  host: HostApi;
  title?: string;
  intro?: string;
  submitLabel?: string;
  /** Values the page sets and the visitor does not (the callback form's service). */
  presets?: Partial<FormValues>;
}

const inputKinds: Partial<Record<FieldName, Pick<FormFieldProps, 'type' | 'autoComplete'>>> = {
  name: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  // street-address is for multi-line fields; a one-line input takes the first line (or a ZIP).
  address: { type: 'text', autoComplete: 'address-line1' },
  service: { type: 'select' },
  message: { type: 'textarea' },
};
const WIDE: readonly FieldName[] = ['service', 'message'];

export const anchorIdOf = (formType: FormType) => `${formType}-form`;
export const fieldIdOf = (formType: FormType, field: string) => `${formType}-${field}`;

/** The tab's session storage, where the shell noted the visit; null where the browser refuses it. */
function visitStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The same lead, however long the visitor took this time. */
function sameLead(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const { [FILL_TIME_FIELD]: _a, ...leadA } = a;
  const { [FILL_TIME_FIELD]: _b, ...leadB } = b;
  return JSON.stringify(leadA) === JSON.stringify(leadB);
}

export function LeadForm({ formType, host, title, intro, submitLabel, presets = {} }: LeadFormProps) {
  const rules = formRules[formType];
  const copy = formCopy[formType];
  const [store] = useState(() => createLeadFormStore(formType, presets, host.submission));
  const { values, errors, status, failure } = useStore(store);
  // A shell from before the host gave the page's path has none: the form then posts to its page's URL.
  const pagePath = host.path ?? '';
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  // When the visitor could first see the form, for the minimum fill time: the page's start (the
  // server HTML can be filled in before this island hydrates), then each reset.
  const shownAt = useRef(0);
  const submittedHere = useRef(false);
  /**
   * The last attempt that failed. Sending the same lead again reuses its key and body, so if the
   * lost attempt did reach the server, the lead is still stored once.
   */
  const failedAttempt = useRef<{ key: string; payload: Record<string, unknown> } | null>(null);

  // A free-text service is set by the page, not chosen: it travels as a hidden field.
  const serviceHidden = rules.serviceOptions === null;
  const visibleFields = rules.fields.filter((field) => !(field === 'service' && serviceHidden));
  const anchorId = anchorIdOf(formType);
  const titleId = `${anchorId}-title`;
  // Without JavaScript the page comes back with the errors: the first invalid field takes the focus.
  const [autoFocusField] = useState(() =>
    host.submission?.formType === formType ? firstInvalidField(host.submission.errors) : undefined,
  );

  // Take over what the visitor typed before the island hydrated, then say the form is interactive.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    const form = formRef.current;
    const state = store.getState();
    if (form) {
      for (const [field, value] of Object.entries(valuesTypedEarly(form, rules.fields, state.values))) {
        state.setValue(field as FieldName, value);
      }
    }
    setInteractive(true);
  }, [store, rules.fields]);

  useEffect(() => {
    if (status !== 'submitted') return;
    if (submittedHere.current) successRef.current?.focus();
    const timer = setTimeout(() => {
      submittedHere.current = false;
      store.getState().reset();
      shownAt.current = performance.now();
    }, timings.successResetMs);
    return () => clearTimeout(timer);
  }, [status, store]);

  const focusField = (field: FieldName | undefined) => {
    if (field) document.getElementById(fieldIdOf(formType, field))?.focus();
  };

  // A send that failed: its banner, at the top of the form, comes into view with the focus (on a
  // desktop it sat above the viewport while the visitor looked at the button).
  const bannerRef = useRef<HTMLDivElement>(null);
  const [failuresShown, setFailuresShown] = useState(0);
  useEffect(() => {
    if (failuresShown > 0) bannerRef.current?.focus();
  }, [failuresShown]);
  const failWith = (message: string, fieldErrors?: FieldErrors) => {
    store.getState().fail(message, fieldErrors);
    setFailuresShown((count) => count + 1);
  };

  /** Errors on fields the visitor cannot see go to the banner instead. */
  const showErrors = (fieldErrors: FieldErrors, fallback: string | null) => {
    const hidden = Object.entries(fieldErrors).find(([field]) => !visibleFields.includes(field as FieldName));
    if (hidden || Object.keys(fieldErrors).length === 0) {
      failWith(hidden?.[1] ?? fallback ?? FAILED_SUBMIT_MESSAGE, fieldErrors);
      return;
    }
    store.getState().showErrors(fieldErrors);
    focusField(firstInvalidField(fieldErrors));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const state = store.getState();
    if (state.status === 'submitting') return;
    const trap = formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null;
    const payload: Record<string, unknown> = {
      formType,
      ...Object.fromEntries(rules.fields.map((field) => [field, state.values[field]])),
      [HONEYPOT_FIELD]: trap?.value ?? '',
      [FILL_TIME_FIELD]: Math.round(performance.now() - shownAt.current),
      [ATTRIBUTION_FIELD]: attributionFor(visitStorage(), {
        path: pagePath || window.location.pathname,
        title: document.title,
      }),
    };
    const validation = validateLead(payload);
    if (!validation.success) {
      showErrors(validation.fieldErrors, validation.error);
      return;
    }
    state.startSubmitting();
    const previous = failedAttempt.current;
    const attempt = previous && sameLead(previous.payload, payload) ? previous : { key: newIdempotencyKey(), payload };
    failedAttempt.current = null;
    const outcome = await postLead(host.config.formsEndpoint, attempt.payload, attempt.key);
    if (outcome.kind === 'failed') failedAttempt.current = attempt;
    if (outcome.kind === 'stored') {
      submittedHere.current = true;
      store.getState().succeed();
      trackSubmission(formType, validation.lead.service);
    } else if (outcome.kind === 'invalid') {
      showErrors(outcome.fieldErrors, outcome.error);
    } else {
      failWith(outcome.status === 429 && outcome.error ? outcome.error : FAILED_SUBMIT_MESSAGE);
    }
  };

  if (status === 'submitted') {
    return (
      <div id={anchorId} className={styles.card} data-placement="form">
        <div className={styles.success} role="status" data-form-success={formType}>
          <span className={styles.successIcon}>
            <Icon name="check" />
          </span>
          <h2 ref={successRef} tabIndex={-1} className={styles.title}>
            {copy.success.title}
          </h2>
          <p>{copy.success.text}</p>
          <p className={styles.callLine}>
            Need us sooner? <PhoneLink placement="form">Call {business.phone.display}</PhoneLink>
          </p>
        </div>
      </div>
    );
  }

  const submitting = status === 'submitting';
  const setValue = store.getState().setValue;
  return (
    <div id={anchorId} className={styles.card} data-placement="form">
      <form
        ref={formRef}
        className={styles.form}
        method="post"
        action={`${pagePath}#${anchorId}`}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        aria-busy={submitting}
        data-form={formType}
        data-interactive={interactive ? 'true' : undefined}
      >
        <input type="hidden" name="formType" value={formType} />
        {serviceHidden && <input type="hidden" name="service" value={values.service} />}
        <h2 id={titleId} className={styles.title}>
          {title ?? copy.title}
        </h2>
        <p className={styles.intro}>{intro ?? copy.intro}</p>
        {status === 'failed' && (
          <div ref={bannerRef} tabIndex={-1} className={styles.banner} role="alert">
            <Icon name="alert" />
            <div>
              <p className={styles.bannerTitle}>{failure ?? FAILED_SUBMIT_MESSAGE}</p>
              <p>
                Need help now? <PhoneLink placement="form">Call {business.phone.display}</PhoneLink>
              </p>
            </div>
          </div>
        )}
        <p className={styles.requiredNote}>
          Required fields are marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span>.
        </p>
        <div className={styles.fields}>
          {visibleFields.map((field) => {
            if (field === 'isEmergency' || field === 'isNewCustomer') {
              return (
                <CheckboxField
                  key={field}
                  id={fieldIdOf(formType, field)}
                  name={field}
                  label={copy.labels[field]}
                  checked={values[field]}
                  error={errors[field]}
                  onChange={(checked) => setValue(field, checked)}
                />
              );
            }
            const kind = inputKinds[field]!;
            return (
              <FormField
                key={field}
                id={fieldIdOf(formType, field)}
                name={field}
                label={copy.labels[field]}
                type={kind.type}
                autoComplete={kind.autoComplete}
                value={values[field]}
                required={rules.required.includes(field)}
                placeholder={copy.placeholders[field]}
                options={field === 'service' ? (rules.serviceOptions ?? []) : undefined}
                rows={copy.messageRows}
                maxLength={field === 'message' ? rules.messageMax : undefined}
                error={errors[field]}
                autoFocus={field === autoFocusField}
                wide={WIDE.includes(field) || (field === 'address' && !rules.fields.includes('email'))}
                onChange={(value) => setValue(field, value)}
              />
            );
          })}
        </div>
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={fieldIdOf(formType, HONEYPOT_FIELD)}>Leave this field empty</label>
          <input id={fieldIdOf(formType, HONEYPOT_FIELD)} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className={`btn btn-primary btn-block ${styles.submit}`} disabled={submitting}>
          {submitting ? 'Submitting...' : (submitLabel ?? copy.submitLabel)}
        </button>
      </form>
    </div>
  );
}
