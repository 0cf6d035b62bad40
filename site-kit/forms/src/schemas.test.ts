import { describe, expect, it } from 'vitest';
import {
  contactServiceOptions,
  emergencyServiceOptions,
  type FormType,
  formRules,
  formTypes,
  quoteServiceOptions,
} from './definitions';
import {
  firstInvalidField,
  formatPhone,
  type Lead,
  messages,
  normalizeLine,
  normalizeText,
  validateLead,
  withHtmlCheckboxes,
} from './schemas';

/** A body every form accepts as is. */
const validBody = (formType: FormType): Record<string, unknown> => ({
  formType,
  name: 'Dana Smith',
  phone: '314-555-0123',
  email: '',
  address: '63103',
  service: { emergency: 'car-lockout', quote: 'residential', contact: 'commercial', callback: 'Car Lockout' }[formType],
  message: 'Locked out at the grocery store.',
});

const errorsOf = (body: unknown) => {
  const result = validateLead(body);
  return result.success ? {} : result.fieldErrors;
};

describe('spec messages', () => {
  it('spells every message as the spec does', () => {
    expect(messages.required('name')).toBe('Name is required');
    expect(messages.required('phone')).toBe('Phone is required');
    expect(messages.required('address')).toBe('Address is required');
    expect(messages.required('service')).toBe('Service is required');
    expect(messages.required('message')).toBe('Message is required');
    expect(messages.phone).toBe('Please enter a valid phone number (e.g., 314-555-0123)');
    expect(messages.email).toBe('Please enter a valid email address');
    expect(messages.tooLong('message', 300)).toBe('Message must be 300 characters or less');
    expect(messages.tooLong('message', 150)).toBe('Message must be 150 characters or less');
  });
});

describe('required fields per form (spec section 5)', () => {
  const table: [FormType, string[]][] = [
    ['emergency', ['name', 'phone', 'service']],
    ['quote', ['name', 'phone', 'address', 'service', 'message']],
    ['contact', ['name', 'phone', 'message']],
    ['callback', ['name', 'phone', 'service']],
  ];
  for (const [formType, required] of table) {
    it(`${formType}: an empty form reports exactly ${required.join(', ')}`, () => {
      const errors = errorsOf({ formType });
      expect(Object.keys(errors).sort()).toEqual([...required].sort());
      for (const field of required)
        expect(errors[field as keyof typeof errors]).toBe(messages.required(field as never));
    });

    for (const blank of ['', '   ', '\t\n ', '\u00a0\u2003']) {
      it(`${formType}: whitespace-only ${JSON.stringify(blank)} counts as empty`, () => {
        const body = validBody(formType);
        for (const field of required) body[field] = blank;
        const errors = errorsOf(body);
        for (const field of required)
          expect(errors[field as keyof typeof errors]).toBe(messages.required(field as never));
      });
    }

    it(`${formType}: a complete form is valid`, () => {
      expect(validateLead(validBody(formType)).success).toBe(true);
    });
  }

  it('optional fields may be left out entirely', () => {
    const result = validateLead({ formType: 'contact', name: 'Al', phone: '3145550123', message: 'Hi' });
    expect(result).toEqual({
      success: true,
      lead: {
        formType: 'contact',
        name: 'Al',
        phone: '(314) 555-0123',
        email: null,
        address: null,
        service: '',
        message: 'Hi',
        isEmergency: false,
        isNewCustomer: true,
      } satisfies Lead,
    });
  });
});

describe('phone', () => {
  const valid = [
    '314-555-0123',
    '314.555.0123',
    '314 555 0123',
    '3145550123',
    '(314) 555-0123',
    '(314)555-0123',
    '(314) 555 0123',
    '(314).555.0123',
    '314-555.0123',
    '  314-555-0123  ',
    // The country code a phone's autofill adds, with any of the separators or none.
    '+1 (314) 555-0123',
    '+1 314-555-0123',
    '+1 314 555 0123',
    '+1-314-555-0123',
    '+1.314.555.0123',
    '+13145550123',
    '13145550123',
    '1-314-555-0123',
    '1 (314) 555-0123',
    '1(314)555-0123',
  ];
  const invalid = [
    '314-555-012', // 9 digits
    '314555012',
    '23145550123', // 11 digits, not a country code of 1
    '+2 314 555 0123',
    '+ 314 555 0123',
    '+1--314-555-0123', // two separators after the country code
    '+11 314 555 0123',
    '1+314 555 0123',
    '+44 20 7946 0958',
    '001 314 555 0123',
    '+1 314-555-012', // 9 digits after it
    '(314 555-0123', // unbalanced parenthesis
    '314) 555-0123',
    '314--555-0123', // two separators
    '314/555/0123', // slash is not a separator
    '314_555_0123',
    'abc-def-ghij',
    '314-555-0123 ext 4',
    '３１４５５５０１２３', // full-width digits
    '٣١٤٥٥٥٠١٢٣', // Arabic-Indic digits
  ];
  for (const phone of valid) {
    it(`accepts ${JSON.stringify(phone)}`, () => {
      const result = validateLead({ ...validBody('emergency'), phone });
      expect(result.success && result.lead.phone).toBe('(314) 555-0123');
    });
  }
  for (const phone of invalid) {
    it(`rejects ${JSON.stringify(phone)}`, () => {
      expect(errorsOf({ ...validBody('emergency'), phone }).phone).toBe(messages.phone);
    });
  }
  it('formats the stored number one way', () => {
    expect(formatPhone('314.555.0123')).toBe('(314) 555-0123');
    expect(formatPhone('+1 (314) 555-0123')).toBe('(314) 555-0123');
    expect(formatPhone('13145550123')).toBe('(314) 555-0123');
  });
});

describe('email (optional)', () => {
  const valid = ['dana@example.com', 'Dana.Smith+locks@mail.example.co.uk', 'josé@exämple.com'];
  const invalid = [
    'dana',
    'dana@',
    '@example.com',
    'dana@example',
    'dana@@example.com',
    'dana smith@example.com',
    'dana@example..com',
    '<dana@example.com>',
    'dana@example.com, eve@example.com',
    `${'a'.repeat(250)}@example.com`,
  ];
  for (const email of valid) {
    it(`accepts ${JSON.stringify(email)}`, () => {
      const result = validateLead({ ...validBody('quote'), email });
      expect(result.success && result.lead.email).toBe(email);
    });
  }
  for (const email of invalid) {
    it(`rejects ${JSON.stringify(email)}`, () => {
      expect(errorsOf({ ...validBody('quote'), email }).email).toMatch(
        email.length > 254 ? /Email must be 254 characters or less/ : /^Please enter a valid email address$/,
      );
    });
  }
  it('an empty or blank email is stored as null', () => {
    for (const email of ['', '   ', undefined, null]) {
      const result = validateLead({ ...validBody('quote'), email });
      expect(result.success && result.lead.email).toBeNull();
    }
  });
  it('a line break cannot smuggle a second header', () => {
    expect(errorsOf({ ...validBody('quote'), email: 'dana@example.com\r\nBcc: eve@example.com' }).email).toBe(
      messages.email,
    );
  });
});

describe('message length', () => {
  const table: [FormType, number][] = [
    ['emergency', 300],
    ['quote', 300],
    ['contact', 300],
    ['callback', 150],
  ];
  for (const [formType, max] of table) {
    it(`${formType}: ${max} characters pass, ${max + 1} fail with the spec message`, () => {
      expect(validateLead({ ...validBody(formType), message: 'x'.repeat(max) }).success).toBe(true);
      expect(errorsOf({ ...validBody(formType), message: 'x'.repeat(max + 1) }).message).toBe(
        `Message must be ${max} characters or less`,
      );
    });
  }

  it('counts a CRLF line break once, as the textarea does', () => {
    const message = `${'x'.repeat(149)}\r\n${'y'.repeat(150)}`; // 300 with LF, 301 with CRLF
    const result = validateLead({ ...validBody('contact'), message });
    expect(result.success && result.lead.message).toBe(`${'x'.repeat(149)}\n${'y'.repeat(150)}`);
  });

  it('counts UTF-16 code units like maxLength: 150 emoji are 300, 151 are too many', () => {
    expect(validateLead({ ...validBody('contact'), message: '🔑'.repeat(150) }).success).toBe(true);
    expect(errorsOf({ ...validBody('contact'), message: '🔑'.repeat(151) }).message).toBe(
      'Message must be 300 characters or less',
    );
  });

  it('surrounding whitespace does not count', () => {
    expect(validateLead({ ...validBody('callback'), message: `  ${'x'.repeat(150)}\n\n` }).success).toBe(true);
  });

  it('composes decomposed accents before counting', () => {
    const decomposed = 'e\u0301'.repeat(300); // 600 code units, 300 composed characters
    const result = validateLead({ ...validBody('contact'), message: decomposed });
    expect(result.success && result.lead.message).toBe('é'.repeat(300));
  });
});

describe('service options (spec section 3)', () => {
  it('lists the spec values and labels', () => {
    expect(emergencyServiceOptions.map((option) => `${option.value}:${option.label}`)).toEqual([
      'car-lockout:Car Lockout',
      'home-lockout:Home Lockout',
      'rekey:Rekey Locks',
      'new-lock:New Lock Installation',
      'key-replacement:Key Replacement',
      'other:Other Emergency',
    ]);
    expect(quoteServiceOptions.map((option) => option.value)).toEqual([
      'residential',
      'commercial',
      'automotive',
      'emergency',
      'safe-vault',
      'other',
    ]);
    expect(contactServiceOptions.map((option) => `${option.value}:${option.label}`)).toEqual([
      'emergency:Emergency Lockout',
      'residential:Residential Locksmith',
      'commercial:Commercial Locksmith',
      'automotive:Automotive Locksmith',
      'safe-vault:Safe & Vault Services',
      'consultation:Security Consultation',
      'other:Other Services',
    ]);
  });

  it('rejects a value that is not an option of that form', () => {
    expect(errorsOf({ ...validBody('emergency'), service: 'residential' }).service).toBe(messages.serviceOption);
    expect(errorsOf({ ...validBody('quote'), service: 'consultation' }).service).toBe(messages.serviceOption);
  });

  it('the callback form takes the service page title as free text, capped', () => {
    const result = validateLead({ ...validBody('callback'), service: 'Key Fob Programming' });
    expect(result.success && result.lead.service).toBe('Key Fob Programming');
    expect(errorsOf({ ...validBody('callback'), service: 'x'.repeat(121) }).service).toBe(
      'Service must be 120 characters or less',
    );
  });
});

describe('checkboxes: JSON booleans and HTML strings', () => {
  const table: [unknown, boolean][] = [
    [true, true],
    [false, false],
    ['on', true],
    ['true', true],
    ['false', false],
    ['', false],
  ];
  for (const [input, expected] of table) {
    it(`isEmergency ${JSON.stringify(input)} → ${expected}`, () => {
      const result = validateLead({ ...validBody('quote'), isEmergency: input, isNewCustomer: input });
      expect(result.success && [result.lead.isEmergency, result.lead.isNewCustomer]).toEqual([expected, expected]);
    });
  }

  it('absent in JSON means the form default (isEmergency false, isNewCustomer true; callback emergency true)', () => {
    const quote = validateLead(validBody('quote'));
    expect(quote.success && [quote.lead.isEmergency, quote.lead.isNewCustomer]).toEqual([false, true]);
    const callback = validateLead(validBody('callback'));
    expect(callback.success && callback.lead.isEmergency).toBe(true);
  });

  it('absent in an HTML post means unticked', () => {
    const result = validateLead(withHtmlCheckboxes(validBody('quote')));
    expect(result.success && [result.lead.isEmergency, result.lead.isNewCustomer]).toEqual([false, false]);
    const ticked = validateLead(withHtmlCheckboxes({ ...validBody('contact'), isNewCustomer: 'on' }));
    expect(ticked.success && [ticked.lead.isEmergency, ticked.lead.isNewCustomer]).toEqual([false, true]);
  });

  it('the emergency form is always an emergency', () => {
    const result = validateLead({ ...validBody('emergency'), isEmergency: false });
    expect(result.success && result.lead.isEmergency).toBe(true);
  });

  it('rejects a value that is neither', () => {
    expect(errorsOf({ ...validBody('quote'), isEmergency: 'maybe' }).isEmergency).toBe('IsEmergency is invalid');
  });
});

describe('normalization and hostile input', () => {
  it('collapses line breaks and control characters in one-line fields', () => {
    expect(normalizeLine(' Dana\r\nBcc: eve@example.com\u0000 ')).toBe('Dana Bcc: eve@example.com');
    expect(normalizeLine('A\u2028B')).toBe('A B');
    expect(normalizeText(' line 1\r\nline 2\rline 3\u0007 ')).toBe('line 1\nline 2\nline 3');
  });

  it('keeps unicode names intact', () => {
    const result = validateLead({ ...validBody('contact'), name: '  Zoë Ñúñez-O’Brien 王 ' });
    expect(result.success && result.lead.name).toBe('Zoë Ñúñez-O’Brien 王');
  });

  it('caps name and address', () => {
    const errors = errorsOf({ ...validBody('quote'), name: 'n'.repeat(101), address: 'a'.repeat(201) });
    expect(errors).toEqual({
      name: 'Name must be 100 characters or less',
      address: 'Address must be 200 characters or less',
    });
  });

  it('rejects non-string values per field instead of throwing', () => {
    expect(errorsOf({ ...validBody('contact'), name: 42, phone: ['314-555-0123'], message: { a: 1 } })).toEqual({
      name: 'Name is invalid',
      phone: 'Phone is invalid',
      message: 'Message is invalid',
    });
  });

  it('drops fields the form does not have', () => {
    const result = validateLead({ ...validBody('callback'), email: 'dana@example.com', address: 'x' });
    expect(result.success && [result.lead.email, result.lead.address]).toEqual([null, null]);
  });

  const notForms: unknown[] = [null, undefined, 'text', 42, [], [validBody('quote')], {}, { formType: 'survey' }];
  for (const body of notForms) {
    it(`answers "unknown form" for ${JSON.stringify(body)}`, () => {
      expect(validateLead(body)).toEqual({ success: false, fieldErrors: {}, error: messages.unknownForm });
    });
  }
});

describe('helpers', () => {
  it('finds the first invalid field in display order', () => {
    expect(firstInvalidField({ message: 'x', phone: 'y' })).toBe('phone');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('every form lists its required fields among its fields', () => {
    for (const formType of formTypes) {
      for (const field of formRules[formType].required) expect(formRules[formType].fields).toContain(field);
    }
  });
});
