import { discount } from '../facts';
import type { Service } from '../types';

export const keyDuplication: Service = {
  slug: 'key-duplication',
  title: 'Key Duplication',
  icon: 'key',
  category: 'general',
  alsoListedUnder: [],
  description:
    'Accurate copies of house, office and car keys, cut in our van at your door and tested in your locks before we leave.',
  features: ['House, office and car keys', 'Cut on site while you wait', 'Every copy tested in the lock'],
  tagline:
    'House, office and car keys copied in the van at your door, then tried in your own locks before we leave, so a copy that sticks is our problem, not yours.',
  badges: ['House, Office & Car Keys', 'Cut While You Wait', 'Tested in Your Locks'],
  benefitsTitle: 'Why a locksmith’s copy works the first time',
  benefits: [
    {
      icon: 'check',
      title: 'Tested in your locks',
      text: 'A hardware-store copy is tested at home, after you have left the store. We try every copy in every lock it is meant to open and recut it on the spot if it drags.',
    },
    {
      icon: 'key',
      title: 'Cut to the code when the key is worn',
      text: 'A worn original makes a worn copy. When yours is rounded off we read its code and cut the key to factory depths instead of tracing the wear.',
    },
    {
      icon: 'car',
      title: 'Chipped car keys too',
      text: 'We cut car keys, including laser-cut blades, and clone or program the transponder chip so the copy starts the engine, not just opens the door.',
    },
    {
      icon: 'tag',
      title: 'Priced per key, upfront',
      text: `You know the price of every key before we cut it, with no hidden fees. New customers save ${discount}.`,
    },
  ],
  info: [
    {
      kind: 'groups',
      title: 'Keys we copy',
      groups: [
        {
          title: 'House keys',
          items: [
            'Front and back door keys (Kwikset, Schlage and most other brands)',
            'Deadbolt, storm door and garage service door keys',
            'Padlock and gate keys',
            'Sets keyed alike for family members',
          ],
        },
        {
          title: 'Office keys',
          items: [
            'Office, suite and storefront door keys',
            'Desk, file cabinet and mailbox keys',
            'Master-keyed systems (with the owner’s authorization)',
            'Spare sets for new staff or cleaning crews',
          ],
        },
        {
          title: 'Car keys',
          items: [
            'Standard metal keys for older vehicles',
            'Transponder (chip) keys, cloned or programmed',
            'Laser-cut and high-security blades',
            'Fobs and smart keys (see key fob programming)',
          ],
        },
      ],
    },
    {
      kind: 'list',
      title: 'Tips for copies that last',
      items: [
        'Copy from the original, not from a copy: every generation adds a little error.',
        'Make a spare car key while you still have one; an all-keys-lost job costs several times more.',
        'Keep one spare with someone you trust, never under the mat or in a fake rock.',
        'If a new copy feels stiff, stop before it snaps in the lock and have it recut.',
        'Label keys with a color cap, not the address: a lost ring with a street name on it invites a visit.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Can you copy a key stamped “Do Not Duplicate”?',
      answer:
        'The stamp is a request, not a lock. For business keys we ask for the owner’s or property manager’s authorization before we cut. Patented high-security keys are different: they can only be cut through the dealer that holds the key system’s registration card.',
    },
    {
      question: 'Will a copy of my car key start the car?',
      answer:
        'If your car has a chipped key (most cars built since the late 1990s), a plain cut blade only opens the doors. We clone or program the transponder so the copy starts the engine as well.',
    },
    {
      question: 'Do you need the original key?',
      answer:
        'It is the easiest way. If you only have a worn copy, we can often read the code and cut a fresh key to factory depths, and if no working key is left we can make one from the lock itself.',
    },
  ],
  related: ['lock-rekeying', 'key-fob-programming', 'house-lockout'],
  form: { title: 'Need spare keys? Get a call back with a price', cta: 'Get My Key Price' },
  closing: {
    title: 'Spare keys, cut at your door',
    text: 'Tell us how many keys and for which locks, and we will quote each one before the van arrives. Combine it with a rekey and every key on the ring matches.',
  },
  meta: {
    title: 'Key Duplication for House, Office & Car',
    description:
      'Key copies cut at your door in St. Louis: house, office and car keys, including chipped car keys, each one tested in your own locks before we leave.',
    keywords: [
      'key duplication St. Louis',
      'key copy near me',
      'car key copy',
      'office key duplication',
      'spare house key',
    ],
  },
};
