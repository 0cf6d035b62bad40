import { describe, expect, it } from 'vitest';
import CallbackForm from '../islands/CallbackForm';
import ContactForm from '../islands/ContactForm';
import EmergencyForm from '../islands/EmergencyForm';
import QuoteForm from '../islands/QuoteForm';
import { renderAt, testHost } from './testing';

const attribute = (html: string, id: string, name: string) =>
  new RegExp(`<[^>]*id="${id}"[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<[^>]*\\s${name}="([^"]*)"[^>]*id="${id}"`).exec(html)?.[1];

describe('lead forms rendered on the server (what a visitor without JavaScript gets)', () => {
  it('each form is a real post to the current path and its anchor, with its formType', () => {
    const cases = [
      ['/', <EmergencyForm key="e" host={testHost()} />, 'emergency'],
      ['/', <QuoteForm key="q" host={testHost()} formTitle="Request a Quote" />, 'quote'],
      ['/contact', <ContactForm key="c" host={testHost()} />, 'contact'],
      [
        '/services/car-lockout',
        <CallbackForm key="b" host={testHost()} serviceName="Car Lockout" formTitle="Call me" ctaText="Ring me" />,
        'callback',
      ],
    ] as const;
    for (const [path, element, formType] of cases) {
      const html = renderAt(path, element);
      expect(html).toContain(`<form`);
      expect(html).toContain(`action="${path}#${formType}-form" method="post"`);
      expect(html).toContain(`data-form="${formType}"`);
      expect(html).toContain(`<input type="hidden" name="formType" value="${formType}"/>`);
      expect(html).toContain('noValidate=""');
      expect(html).toContain('name="website"');
    }
  });

  it('labels every control, marks required ones with an asterisk and aria-required', () => {
    const html = renderAt('/', <QuoteForm host={testHost()} />);
    for (const field of ['name', 'phone', 'address', 'service', 'message']) {
      expect(html).toMatch(
        new RegExp(`<label[^>]*for="quote-${field}"[^>]*>[^<]*<span[^>]*aria-hidden="true"[^>]*> \\*</span>`),
      );
      expect(attribute(html, `quote-${field}`, 'aria-required')).toBe('true');
    }
    expect(attribute(html, 'quote-email', 'aria-required')).toBe('false');
  });

  it('the callback form sends the page service as a hidden field and uses the CTA text', () => {
    const html = renderAt(
      '/services/safe-unlocking',
      <CallbackForm
        host={testHost()}
        serviceName="Safe Unlocking"
        formTitle="Open my safe"
        ctaText="Call me back now"
      />,
    );
    expect(html).toContain('<input type="hidden" name="service" value="Safe Unlocking"/>');
    expect(html).toContain('Open my safe</h2>');
    expect(html).toContain('Call me back now</button>');
    expect(html).toMatch(/id="callback-isEmergency"[^>]*checked=""/);
    expect(html).not.toContain('id="callback-service"');
  });

  it('shows the errors of an invalid no-JS post with the input kept and focus on the first invalid field', () => {
    const host = testHost({
      formType: 'contact',
      status: 'invalid',
      values: { formType: 'contact', name: '', phone: '555', message: 'Hi <there>', isNewCustomer: 'on' },
      errors: { name: 'Name is required', phone: 'Please enter a valid phone number (e.g., 314-555-0123)' },
    });
    const html = renderAt('/contact', <ContactForm host={host} />);
    expect(html).toContain('<p id="contact-name-error" class="');
    expect(html).toMatch(/id="contact-name-error"[^>]*role="alert"[^>]*>.*Name is required/);
    expect(attribute(html, 'contact-name', 'aria-invalid')).toBe('true');
    expect(attribute(html, 'contact-name', 'aria-describedby')).toBe('contact-name-error');
    expect(attribute(html, 'contact-name', 'autofocus')).toBe('');
    expect(attribute(html, 'contact-phone', 'value')).toBe('555');
    expect(attribute(html, 'contact-phone', 'autofocus')).toBeUndefined();
    expect(html).toContain('>Hi &lt;there&gt;</textarea>');
    expect(html).toMatch(/id="contact-isNewCustomer"[^>]*checked=""/);
    expect(html).not.toMatch(/id="contact-isEmergency"[^>]*checked=""/);
    expect(attribute(html, 'contact-message', 'aria-invalid')).toBe('false');
  });

  it('shows the failure banner above the fields with the input kept', () => {
    const host = testHost({
      formType: 'quote',
      status: 'failed',
      values: { name: 'Dana', phone: '314-555-0123' },
      errors: {},
      message: 'Failed to submit form. Please try again.',
    });
    const html = renderAt('/', <QuoteForm host={host} />);
    const banner = html.indexOf('Failed to submit form. Please try again.');
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(html.indexOf('id="quote-name"'));
    expect(html).toMatch(/<div class="[^"]*" role="alert">(?:(?!<\/form>)[\s\S])*?Failed to submit form/);
    expect(attribute(html, 'quote-name', 'value')).toBe('Dana');
  });

  it('shows the success panel in place of the form after the no-JS redirect', () => {
    const host = testHost({ formType: 'emergency', status: 'submitted', values: {}, errors: {} });
    const html = renderAt('/', <EmergencyForm host={host} />);
    expect(html).toContain('data-form-success="emergency"');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('<form');
    expect(html).toContain('id="emergency-form"');
  });

  it("another form's submission state leaves this form alone", () => {
    const host = testHost({ formType: 'quote', status: 'submitted', values: {}, errors: {} });
    const html = renderAt('/', <EmergencyForm host={host} />);
    expect(html).toContain('data-form="emergency"');
    expect(html).not.toContain('data-form-success');
  });

  it('renders the message counter and maxLength per form', () => {
    expect(renderAt('/', <QuoteForm host={testHost()} />)).toMatch(/maxLength="300"[\s\S]*0\/300 characters/);
    const callback = renderAt(
      '/services/car-lockout',
      <CallbackForm host={testHost()} serviceName="Car Lockout" formTitle="t" ctaText="c" />,
    );
    expect(callback).toMatch(/maxLength="150"[\s\S]*0\/150 characters/);
  });

  it('starts selects on an empty option: the placeholder, else "Select {label}"', () => {
    expect(renderAt('/', <EmergencyForm host={testHost()} />)).toContain(
      '<option value="" selected="">Select emergency type</option>',
    );
    expect(renderAt('/', <QuoteForm host={testHost()} />)).toContain(
      '<option value="" selected="">Select Service Type</option>',
    );
  });
});
