/**
 * One labelled field (the spec's form field props: label, name, type, value, required,
 * placeholder, options, rows, maxLength, error). Errors are tied to the control with
 * aria-describedby and announced (role="alert"); a textarea with a maxLength shows its counter.
 */

import { Icon } from '@site-kit/brand/ui';
import type { ServiceOption } from '@site-kit/forms';
import styles from './LeadForm.module.css';

export interface FormFieldProps {
  id: string;
  label: string;
  name: string;
  type: 'text' | 'tel' | 'email' | 'select' | 'textarea';
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  placeholder?: string;
  options?: readonly ServiceOption[];
  rows?: number;
  maxLength?: number;
  error?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Takes the whole row when the form is wide enough for two columns. */
  wide?: boolean;
}

const joinIds = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function FormField(props: FormFieldProps) {
  const { id, label, name, type, value, onChange, required = false, error, maxLength, wide = false } = props;
  const errorId = `${id}-error`;
  const counterId = `${id}-count`;
  const hasCounter = type === 'textarea' && maxLength !== undefined;
  const control = {
    id,
    name,
    value,
    'aria-invalid': Boolean(error),
    'aria-required': required,
    'aria-describedby': joinIds(error && errorId, hasCounter && counterId),
    autoFocus: props.autoFocus,
    className: styles.control,
  };
  return (
    <div className={[styles.field, wide && styles.wide, error && styles.invalid].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {type === 'select' ? (
        <select {...control} onChange={(event) => onChange(event.target.value)}>
          <option value="">{props.placeholder ?? `Select ${label}`}</option>
          {props.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : type === 'textarea' ? (
        <textarea
          {...control}
          rows={props.rows ?? 3}
          maxLength={maxLength}
          placeholder={props.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...control}
          type={type}
          inputMode={type === 'tel' ? 'tel' : type === 'email' ? 'email' : undefined}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hasCounter && (
        <p id={counterId} className={styles.counter}>
          {`${value.length}/${maxLength} characters`}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckboxField(props: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className={`${styles.check} ${styles.wide}`}>
      <input
        id={props.id}
        name={props.name}
        type="checkbox"
        checked={props.checked}
        aria-invalid={Boolean(props.error)}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
      {props.error && (
        <p id={errorId} className={styles.error} role="alert">
          <Icon name="alert" />
          {props.error}
        </p>
      )}
    </div>
  );
}
