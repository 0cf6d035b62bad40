import { discount, partsWarranty, warranty, warrantyBadge } from '../facts';
import type { Service } from '../types';

export const lockInstallation: Service = {
  slug: 'lock-installation',
  title: 'Lock Installation',
  icon: 'lock',
  category: 'installation',
  alsoListedUnder: ['residential', 'commercial'],
  description:
    'Deadbolts, smart locks and commercial hardware installed and aligned properly, with reinforced strike plates and a workmanship warranty.',
  features: [
    'Deadbolts, smart and commercial locks',
    'ANSI Grade 1 and Grade 2 hardware',
    'Reinforced strikes with 3-inch screws',
  ],
  tagline:
    'A lock is only as strong as the way it is fitted. We install deadbolts, smart locks and commercial hardware that close smoothly, throw fully and hold when someone kicks the door.',
  badges: ['Deadbolts, Smart & Commercial', 'Grade 1 Recommended', warrantyBadge],
  benefitsTitle: 'What a professional installation gets you',
  benefits: [
    {
      icon: 'shield',
      title: 'A door that resists a kick',
      text: 'Most forced entries break the door frame, not the lock. Every deadbolt we fit gets a reinforced strike plate fixed with 3-inch screws into the wall framing, not just the trim.',
    },
    {
      icon: 'check',
      title: 'Aligned to throw fully',
      text: 'A deadbolt that has to be pushed or lifted to lock is a deadbolt that gets left open. We adjust the strike until the bolt throws its full length with one finger.',
    },
    {
      icon: 'key',
      title: 'Keyed the way you want',
      text: 'New locks can be keyed to your existing key, or all keyed alike to a new one, on the same visit.',
    },
    {
      icon: 'award',
      title: 'Warranty on parts and labor',
      text: `Our ${warranty} covers the installation; the hardware carries ${partsWarranty}. New customers save ${discount}.`,
    },
  ],
  info: [
    {
      kind: 'tiers',
      title: 'Choose your security level',
      intro:
        'ANSI/BHMA grades come from standardized tests of strength and durability: Grade 1 is the highest, Grade 3 the lowest. Many builder-installed locks are Grade 3.',
      tiers: [
        {
          name: 'Standard security',
          rating: 'ANSI/BHMA Grade 2',
          text: 'Solid residential protection for side doors, garage service doors and rentals. A clear step up from builder-grade hardware.',
          recommended: false,
        },
        {
          name: 'High security',
          rating: 'ANSI/BHMA Grade 1',
          text: 'Commercial-grade strength for your front and back doors: hardened bolts, stronger cylinders and better resistance to kicking, prying and drilling.',
          recommended: true,
        },
        {
          name: 'Smart',
          rating: 'App control',
          text: 'Lock and unlock from your phone, give each person their own code, and see who came and went. Most models keep a key cylinder as a backup.',
          recommended: false,
        },
      ],
    },
    {
      kind: 'groups',
      title: 'What we install',
      groups: [
        {
          title: 'Deadbolts',
          items: [
            'Single-cylinder deadbolts with a thumb turn inside',
            'Double-cylinder deadbolts for doors next to glass',
            'Keyless and keypad deadbolts',
            'Reinforced strike plates and door guards',
          ],
        },
        {
          title: 'Smart locks',
          items: [
            'Wi-Fi, Bluetooth, Z-Wave and Matter locks',
            'Fingerprint and keypad models',
            'Retrofit locks that keep your existing keys',
            'Setup of the app, user codes and auto-lock',
          ],
        },
        {
          title: 'Commercial hardware',
          items: [
            'Grade 1 lever locks and mortise locks',
            'Panic bars and exit devices',
            'Storefront deadlocks for aluminum doors',
            'Keypad access locks and door closers',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Will a new lock fit my door?',
      answer:
        'Most US doors are drilled to the same standard (a 2 1/8-inch hole with a 2 3/8- or 2 3/4-inch backset), so most new locks fit without new holes. We measure before we order anything unusual.',
    },
    {
      question: 'Should I get a double-cylinder deadbolt?',
      answer:
        'Only on a door with glass within reach of the lock, and only if everyone in the house can find the key fast. A double cylinder needs a key to get out, which can be dangerous in a fire; ask us about your door and local rules.',
    },
    {
      question: 'Can I buy the lock and have you install it?',
      answer:
        'Yes. We install customer-supplied hardware and our workmanship warranty still covers the installation. We will tell you honestly if the lock you bought is not worth fitting to an entry door.',
    },
  ],
  related: ['smart-lock-install', 'lock-rekeying', 'commercial-lockout'],
  form: { title: 'Upgrade your locks: get a call back with options', cta: 'Get Lock Options' },
  closing: {
    title: 'Stronger doors, fitted properly',
    text: 'Tell us which doors and which security level, and we will quote the hardware and installation before we come out.',
  },
  meta: {
    title: 'Lock & Deadbolt Installation, St. Louis',
    description:
      'Deadbolt, smart lock and commercial lock installation in St. Louis. Grade 1 and Grade 2 hardware, reinforced strikes and a workmanship warranty.',
    keywords: [
      'lock installation St. Louis',
      'deadbolt installation',
      'Grade 1 deadbolt',
      'commercial lock installation',
      'new door locks',
    ],
  },
};
