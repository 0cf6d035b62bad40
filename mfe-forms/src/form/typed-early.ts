/**
 * The server HTML is a working form before its island hydrates (which may wait until the visitor
 * scrolls to it or touches it), so a visitor on a slow connection may already have typed. React
 * leaves those DOM values alone; this reads them so the store can take them over.
 */
import type { FieldName } from '@site-kit/forms';
import type { FormValues } from './store';

export function valuesTypedEarly(
  form: HTMLFormElement,
  fields: readonly FieldName[],
  values: FormValues,
): Partial<FormValues> {
  const typed: Partial<Record<FieldName, string | boolean>> = {};
  for (const field of fields) {
    const element = form.elements.namedItem(field);
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.checked !== values[field]) typed[field] = element.checked;
    } else if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.value !== values[field]
    ) {
      typed[field] = element.value;
    }
  }
  return typed as Partial<FormValues>;
}
