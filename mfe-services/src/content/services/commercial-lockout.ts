import { paymentMethodsText } from '@site-kit/brand';
import { minutes, responseBadge } from '../facts';
import type { Service } from '../types';

export const commercialLockout: Service = {
  slug: 'commercial-lockout',
  title: 'Commercial Lockout',
  icon: 'building',
  category: 'commercial',
  alsoListedUnder: [],
  description: `Staff waiting outside, customers at the door? We open offices, storefronts and warehouses in about ${minutes}, at any hour.`,
  features: [
    `On site in about ${minutes}, 24/7`,
    'Storefronts, offices and warehouses',
    'Rekey before you open if needed',
  ],
  tagline: `Every minute the doors stay shut costs you sales. We are on site in about ${minutes}, any hour, open the door without damaging your hardware, and can rekey it before you turn the sign.`,
  badges: [responseBadge, 'Licensed, Bonded & Insured', 'Storefronts to Warehouses'],
  benefitsTitle: 'Why businesses call us first',
  benefits: [
    {
      icon: 'clock',
      title: 'Open before the rush',
      text: `About ${minutes} to your door, 24/7, including the 5 a.m. delivery and the Sunday opening nobody remembered the key for.`,
    },
    {
      icon: 'shield',
      title: 'Licensed, bonded and insured',
      text: 'The coverage your landlord and insurer expect from anyone working on your doors, and technicians who check authorization before they open one.',
    },
    {
      icon: 'building',
      title: 'Commercial hardware, not just house locks',
      text: 'Storefront deadlocks on aluminum doors, mortise locks, panic bars, keypad locks and master-keyed systems.',
    },
    {
      icon: 'dollar',
      title: 'Paid the way businesses pay',
      text: `Price agreed before we start, receipt in your business name. We accept ${paymentMethodsText}.`,
    },
  ],
  info: [
    {
      kind: 'groups',
      title: 'Businesses we get back inside',
      intro: 'Six kinds of business call us most, and each has its own hardware and its own urgency.',
      groups: [
        {
          title: 'Offices and coworking spaces',
          items: ['Suite and office doors', 'Desks and file cabinets', 'Keypad and badge locks with dead batteries'],
        },
        {
          title: 'Retail stores',
          items: ['Aluminum storefront doors', 'Rear delivery doors', 'Display cases and cash drawers'],
        },
        {
          title: 'Restaurants and bars',
          items: ['Front and kitchen doors', 'Walk-in coolers and storage rooms', 'Liquor cabinets and offices'],
        },
        {
          title: 'Warehouses and workshops',
          items: ['Steel service doors', 'Padlocked gates and cages', 'Tool rooms and lockers'],
        },
        {
          title: 'Medical and dental offices',
          items: ['Suite doors before the first patient', 'Medication and record cabinets', 'Staff-only doors'],
        },
        {
          title: 'Apartment and property managers',
          items: [
            'Vacant units between tenants',
            'Mail, laundry and utility rooms',
            'Leasing offices and common areas',
          ],
        },
      ],
    },
    {
      kind: 'steps',
      title: 'Who can let us in',
      intro:
        'We only open a business for someone who can show they may: it protects you as much as it protects the business next door.',
      steps: [
        {
          title: 'Owners and managers',
          text: 'A photo ID plus a business license, lease, utility bill or business card that matches the premises.',
        },
        {
          title: 'Employees',
          text: 'A photo ID and a call from us to the owner or manager on record, who confirms you may open the door.',
        },
        {
          title: 'Property managers',
          text: 'A photo ID and the management agreement or a work order for the unit.',
        },
      ],
    },
    {
      kind: 'text',
      title: 'Keys walked out the door?',
      paragraphs: [
        'When a lockout happens because a manager quit with the only key, opening the door is half the job. We can rekey the cylinders on the same visit so that key no longer works, and cut new keys for the people who should have them.',
        'For businesses that change staff often, a master-key system lets each person open only their doors while you keep one key for all of them.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Can you open a storefront door without breaking the glass?',
      answer:
        'Yes. Aluminum storefront doors use a narrow deadlock that we pick or bypass. Glass never needs to be broken for a lockout.',
    },
    {
      question: 'Our keypad lock stopped responding. Can you open it?',
      answer:
        'Usually without damage: most keypad locks have a key override or external battery contacts. We open the door, replace the batteries and check the codes still work.',
    },
    {
      question: 'What if the lock is broken, not just locked?',
      answer:
        'We repair or replace it on the same visit so the business is never left unsecured overnight. The vans carry common commercial cylinders, storefront deadlocks and lever sets.',
    },
  ],
  related: ['lock-rekeying', 'lock-installation', 'safe-unlocking'],
  form: { title: 'Business locked out? Get a call back now', cta: 'Call Me Back Now' },
  closing: {
    title: 'Get your doors open and your day back',
    text: `Call now and a technician is usually on site in about ${minutes}. Tell us the business type and the door, and we will bring the right tools.`,
  },
  meta: {
    title: 'Commercial Lockout Service in St. Louis',
    description: `Business locked out in St. Louis? We open offices, storefronts, restaurants and warehouses in about ${minutes}, 24/7, and rekey if keys went missing.`,
    keywords: [
      'commercial lockout St. Louis',
      'business lockout locksmith',
      'storefront door lockout',
      'office lockout',
      'commercial locksmith 24/7',
    ],
  },
};
