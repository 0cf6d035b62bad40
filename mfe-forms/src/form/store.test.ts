import { describe, expect, it } from 'vitest';
import { createLeadFormStore, defaultValues, valuesFromPost } from './store';

describe('lead form store', () => {
  it('starts editing with the defaults (isEmergency false, isNewCustomer true) and the presets', () => {
    const store = createLeadFormStore('callback', { service: 'Car Lockout' }, null);
    expect(store.getState()).toMatchObject({ status: 'editing', errors: {}, failure: null });
    expect(store.getState().values).toEqual({ ...defaultValues('callback'), service: 'Car Lockout' });
    expect(defaultValues('quote')).toMatchObject({ isEmergency: false, isNewCustomer: true });
    expect(defaultValues('callback').isEmergency).toBe(true);
  });

  it('editing a field clears only that field’s error', () => {
    const store = createLeadFormStore('contact', {}, null);
    store.getState().showErrors({ name: 'Name is required', phone: 'Phone is required' });
    store.getState().setValue('name', 'Dana');
    expect(store.getState().errors).toEqual({ phone: 'Phone is required' });
    expect(store.getState().values.name).toBe('Dana');
  });

  it('goes editing → submitting → submitted, then resets to the defaults', () => {
    const store = createLeadFormStore('quote', {}, null);
    store.getState().setValue('name', 'Dana');
    store.getState().startSubmitting();
    expect(store.getState().status).toBe('submitting');
    store.getState().succeed();
    expect(store.getState().status).toBe('submitted');
    store.getState().reset();
    expect(store.getState()).toMatchObject({ status: 'editing', values: defaultValues('quote') });
  });

  it('a failure keeps the input and shows the banner text', () => {
    const store = createLeadFormStore('quote', {}, null);
    store.getState().setValue('phone', '314-555-0123');
    store.getState().startSubmitting();
    store.getState().fail('Failed to submit form. Please try again.');
    expect(store.getState()).toMatchObject({ status: 'failed', failure: 'Failed to submit form. Please try again.' });
    expect(store.getState().values.phone).toBe('314-555-0123');
  });

  it('reads a no-JS post back: strings kept, checkbox "on" ticked, absent unticked, unknown fields ignored', () => {
    const values = valuesFromPost(
      'contact',
      { name: 'Al', phone: '1', isEmergency: 'on', formType: 'contact', website: '', bogus: 'x' },
      {},
    );
    expect(values).toEqual({
      ...defaultValues('contact'),
      name: 'Al',
      phone: '1',
      isEmergency: true,
      isNewCustomer: false,
    });
    expect(valuesFromPost('callback', { service: 'Tampered' }, { service: 'Car Lockout' }).service).toBe('Car Lockout');
  });

  it('takes the no-JS state only when it is for this form', () => {
    const state = { formType: 'quote', status: 'failed', values: { name: 'Q' }, errors: {}, message: 'Down' } as const;
    expect(createLeadFormStore('quote', {}, state).getState()).toMatchObject({ status: 'failed', failure: 'Down' });
    expect(createLeadFormStore('contact', {}, state).getState()).toMatchObject({ status: 'editing', failure: null });
  });
});
