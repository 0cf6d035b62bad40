import { serverRender, testHost } from '@site-kit/brand/testing';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CallbackForm from '../islands/CallbackForm';
import ContactForm from '../islands/ContactForm';
import EmergencyForm from '../islands/EmergencyForm';
import QuoteForm from '../islands/QuoteForm';

/** The element with this id (the test fails on a missing one). */
function byId<T extends HTMLElement = HTMLInputElement>(container: HTMLElement, id: string): T {
  const element = container.querySelector<T>(`#${id}`);
  if (!element) throw new Error(`no #${id} in the form`);
  return element;
}

describe('lead forms rendered on the server (what a visitor without JavaScript gets)', () => {
  it("each form is a real post to the host's page path and its anchor, with its formType", () => {
    const cases = [
      ['/', <EmergencyForm key="e" host={testHost()} />, 'emergency'],
      ['/', <QuoteForm key="q" host={testHost()} formTitle="Request a Quote" />, 'quote'],
      ['/contact', <ContactForm key="c" host={testHost({ path: '/contact' })} />, 'contact'],
      [
        '/services/car-lockout',
        <CallbackForm
          key="b"
          host={testHost({ path: '/services/car-lockout' })}
          serviceName="Car Lockout"
          formTitle="Call me"
          ctaText="Ring me"
        />,
        'callback',
      ],
    ] as const;
    for (const [path, element, formType] of cases) {
      const form = serverRender(element, path).querySelector('form');
      expect(form?.getAttribute('action')).toBe(`${path}#${formType}-form`);
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.dataset.form).toBe(formType);
      expect(form?.hasAttribute('novalidate')).toBe(true);
      const type = form?.querySelector<HTMLInputElement>('input[name="formType"]');
      expect([type?.type, type?.value]).toEqual(['hidden', formType]);
      expect(form?.querySelector('[name="website"]')).not.toBeNull();
    }
  });

  it("posts to the page the host names, whatever a router around it says; with no path (an older shell), to the page's own URL", () => {
    const named = serverRender(<ContactForm host={testHost({ path: '/contact' })} />, '/elsewhere');
    expect(named.querySelector('form')?.getAttribute('action')).toBe('/contact#contact-form');
    const host = { ...testHost(), path: undefined } as unknown as ReturnType<typeof testHost>;
    const unnamed = serverRender(<ContactForm host={host} />, '/elsewhere');
    expect(unnamed.querySelector('form')?.getAttribute('action')).toBe('#contact-form');
  });

  it('labels every control, marks required ones with an asterisk and aria-required', () => {
    const form = serverRender(<QuoteForm host={testHost()} />, '/');
    for (const field of ['name', 'phone', 'address', 'service', 'message']) {
      const label = form.querySelector(`label[for="quote-${field}"]`);
      expect(label?.querySelector('span[aria-hidden="true"]')?.textContent).toBe(' *');
      expect(byId(form, `quote-${field}`).getAttribute('aria-required')).toBe('true');
    }
    expect(form.querySelector('label[for="quote-email"]')?.textContent).toMatch(/^Email/);
    expect(byId(form, 'quote-email').getAttribute('aria-required')).toBe('false');
  });

  it('the callback form sends the page service as a hidden field and uses the CTA text', () => {
    const form = serverRender(
      <CallbackForm
        host={testHost()}
        serviceName="Safe Unlocking"
        formTitle="Open my safe"
        ctaText="Call me back now"
      />,
      '/services/safe-unlocking',
    );
    const service = form.querySelector<HTMLInputElement>('input[name="service"]');
    expect([service?.type, service?.value]).toEqual(['hidden', 'Safe Unlocking']);
    within(form).getByRole('heading', { level: 2, name: 'Open my safe' });
    within(form).getByRole('button', { name: 'Call me back now' });
    expect(byId(form, 'callback-isEmergency').checked).toBe(true);
    expect(form.querySelector('#callback-service')).toBeNull();
  });

  it('shows the errors of an invalid no-JS post with the input kept and focus on the first invalid field', () => {
    const host = testHost({
      submission: {
        formType: 'contact',
        status: 'invalid',
        values: { formType: 'contact', name: '', phone: '555', message: 'Hi <there>', isNewCustomer: 'on' },
        errors: { name: 'Name is required', phone: 'Please enter a valid phone number (e.g., 314-555-0123)' },
      },
    });
    const form = serverRender(<ContactForm host={host} />, '/contact');
    const error = byId<HTMLParagraphElement>(form, 'contact-name-error');
    expect([error.tagName, error.getAttribute('role'), error.textContent]).toEqual(['P', 'alert', 'Name is required']);
    const name = byId(form, 'contact-name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('contact-name-error');
    expect(name.hasAttribute('autofocus')).toBe(true);
    expect(byId(form, 'contact-phone').value).toBe('555');
    expect(byId(form, 'contact-phone').hasAttribute('autofocus')).toBe(false);
    expect(byId<HTMLTextAreaElement>(form, 'contact-message').value).toBe('Hi <there>');
    expect(byId(form, 'contact-isNewCustomer').checked).toBe(true);
    expect(byId(form, 'contact-isEmergency').checked).toBe(false);
    expect(byId(form, 'contact-message').getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the failure banner above the fields with the input kept', () => {
    const host = testHost({
      submission: {
        formType: 'quote',
        status: 'failed',
        values: { name: 'Dana', phone: '314-555-0123' },
        errors: {},
        message: 'Failed to submit form. Please try again.',
      },
    });
    const form = serverRender(<QuoteForm host={host} />, '/');
    const banner = within(form).getByRole('alert');
    expect(banner.textContent).toContain('Failed to submit form. Please try again.');
    expect(banner.closest('form')).not.toBeNull();
    const name = byId(form, 'quote-name');
    expect(banner.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(name.value).toBe('Dana');
  });

  it('shows the success panel in place of the form after the no-JS redirect', () => {
    const host = testHost({ submission: { formType: 'emergency', status: 'submitted', values: {}, errors: {} } });
    const page = serverRender(<EmergencyForm host={host} />, '/');
    expect(within(page).getByRole('status').closest('[data-form-success="emergency"]')).not.toBeNull();
    expect(page.querySelector('form')).toBeNull();
    expect(page.querySelector('#emergency-form')).not.toBeNull();
  });

  it("another form's submission state leaves this form alone", () => {
    const host = testHost({ submission: { formType: 'quote', status: 'submitted', values: {}, errors: {} } });
    const page = serverRender(<EmergencyForm host={host} />, '/');
    expect(page.querySelector('form')?.dataset.form).toBe('emergency');
    expect(page.querySelector('[data-form-success]')).toBeNull();
  });

  it('renders the message counter and maxLength per form', () => {
    const quote = serverRender(<QuoteForm host={testHost()} />, '/');
    expect(byId<HTMLTextAreaElement>(quote, 'quote-message').maxLength).toBe(300);
    within(quote).getByText('0/300 characters');
    const callback = serverRender(
      <CallbackForm host={testHost()} serviceName="Car Lockout" formTitle="t" ctaText="c" />,
      '/services/car-lockout',
    );
    expect(byId<HTMLTextAreaElement>(callback, 'callback-message').maxLength).toBe(150);
    within(callback).getByText('0/150 characters');
  });

  it('starts selects on an empty option: the placeholder, else "Select {label}"', () => {
    const selected = (container: HTMLElement, id: string) => {
      const option = byId<HTMLSelectElement>(container, id).selectedOptions[0];
      return [option?.value, option?.textContent];
    };
    expect(selected(serverRender(<EmergencyForm host={testHost()} />, '/'), 'emergency-service')).toEqual([
      '',
      'Select emergency type',
    ]);
    expect(selected(serverRender(<QuoteForm host={testHost()} />, '/'), 'quote-service')).toEqual([
      '',
      'Select Service Type',
    ]);
  });
});
