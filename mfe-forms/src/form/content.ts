/** What each form says: titles, labels, placeholders, buttons and the success panel. */
import { claims } from '@site-kit/brand';
import type { FieldName, FormType } from '@site-kit/forms';

export interface FormCopy {
  title: string;
  intro: string;
  submitLabel: string;
  success: { title: string; text: string };
  labels: Record<FieldName, string>;
  placeholders: Partial<Record<FieldName, string>>;
  messageRows: number;
}

const labels: Record<FieldName, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  address: 'Service Address or ZIP',
  service: 'Service Type',
  message: 'Message',
  isEmergency: 'This is an emergency (I need help now)',
  isNewCustomer: `I'm a new customer (${claims.newCustomerDiscountPercent}% off)`,
};

const placeholders: Partial<Record<FieldName, string>> = {
  name: 'Your full name',
  phone: '314-555-0123',
  email: 'you@example.com',
  address: 'Street address or ZIP code',
};

const callBack = `We call back within ${claims.callbackMinutes} minutes, 24/7.`;

export const formCopy: { readonly [Type in FormType]: FormCopy } = {
  emergency: {
    title: 'Emergency Locksmith Help',
    intro: `Locked out? Send this and a technician calls you right back. Average arrival ${claims.responseMinutes} minutes.`,
    submitLabel: 'Get Help Now',
    success: {
      title: 'Help is on the way',
      text: `A technician will call you within ${claims.callbackMinutes} minutes.`,
    },
    labels: { ...labels, service: 'What do you need?', address: 'Your Location or ZIP', message: 'Details' },
    placeholders: {
      ...placeholders,
      service: 'Select emergency type',
      address: 'Address, cross streets or ZIP',
      message: 'Anything that helps us find you or your lock',
    },
    messageRows: 2,
  },
  quote: {
    title: 'Get a Free Quote',
    intro: `Upfront pricing, no hidden fees. New customers save ${claims.newCustomerDiscountPercent}%.`,
    submitLabel: 'Get My Free Quote',
    success: { title: 'Quote request received', text: `${callBack} We will confirm your price before any work.` },
    labels,
    placeholders: { ...placeholders, message: 'Which locks, doors or keys? Anything else we should know?' },
    messageRows: 3,
  },
  contact: {
    title: 'Send Us a Message',
    intro: 'Questions, scheduling or a quote: we answer every message.',
    submitLabel: 'Send Message',
    success: { title: 'Message sent', text: 'Thank you for reaching out. We will get back to you shortly.' },
    labels: { ...labels, service: 'Service of Interest' },
    placeholders: { ...placeholders, service: 'Select a service (optional)', message: 'How can we help?' },
    messageRows: 4,
  },
  callback: {
    title: 'Request a Call Back',
    intro: callBack,
    submitLabel: 'Call Me Back',
    success: { title: 'Call back requested', text: `We will call you within ${claims.callbackMinutes} minutes.` },
    labels: { ...labels, message: 'Details (optional)' },
    placeholders: { ...placeholders, message: 'Vehicle, lock type or what happened' },
    messageRows: 3,
  },
};
