import { discount, partsWarranty, warranty } from '../facts';
import type { Product, Service } from '../types';

/** The six brands and products the page features. */
export const smartLockProducts: readonly Product[] = [
  {
    name: 'August Wi-Fi Smart Lock',
    text: 'Replaces only the inside of your deadbolt, so your outside hardware and existing keys stay. Ideal for renters and anyone who likes their current lock.',
  },
  {
    name: 'Yale Assure Lock 2',
    text: 'Keypad or touchscreen deadbolt with optional key-free models and plug-in modules for Wi-Fi, Z-Wave or Matter.',
  },
  {
    name: 'Schlage Encode Plus',
    text: 'Touchscreen deadbolt with built-in Wi-Fi (no hub) and Apple Home Key: tap an iPhone or Apple Watch to unlock.',
  },
  {
    name: 'Kwikset Halo Touch',
    text: 'Fingerprint deadbolt with built-in Wi-Fi and SmartKey, so the backup key cylinder can be rekeyed in seconds.',
  },
  {
    name: 'Level Lock+',
    text: 'The motor hides inside the bolt, so from outside it looks like an ordinary deadbolt. Works with Apple Home Key.',
  },
  {
    name: 'Ultraloq U-Bolt Pro',
    text: 'Fingerprint, code, app and key in one deadbolt, a good value choice for side doors and rentals.',
  },
];

export const smartLockInstall: Service = {
  slug: 'smart-lock-install',
  title: 'Smart Lock Install',
  icon: 'smartphone',
  category: 'installation',
  alsoListedUnder: ['residential'],
  description:
    'Smart locks from August, Yale, Schlage, Kwikset, Level and Ultraloq fitted to your door, connected to your phone and set up with codes for everyone.',
  features: ['Fitted, aligned and connected', 'Codes and app access set up', 'Six leading brands'],
  tagline:
    'Keyless entry that actually works: we fit the lock so the bolt never binds, connect it to your Wi-Fi and phone, and set up codes for family, sitters and cleaners before we leave.',
  badges: ['Installed & Set Up', 'Aligned So It Never Jams', `${smartLockProducts.length} Leading Brands`],
  benefitsTitle: 'Why have a locksmith install your smart lock',
  benefits: [
    {
      icon: 'check',
      title: 'Aligned so the bolt never binds',
      text: 'A bolt that rubs on the strike makes the motor strain, jam and drain batteries in weeks. We adjust the strike until the bolt throws freely.',
    },
    {
      icon: 'smartphone',
      title: 'Connected and set up',
      text: 'Wi-Fi or bridge connection, the app, auto-lock timing and a personal code for everyone who needs one, all tested before we leave.',
    },
    {
      icon: 'shield',
      title: 'Smart and strong',
      text: 'We fit a reinforced strike with 3-inch screws behind every smart deadbolt, because convenience should not make the door easier to kick in.',
    },
    {
      icon: 'award',
      title: 'Warranty and honest advice',
      text: `Our ${warranty} covers the installation; the lock carries ${partsWarranty}. New customers save ${discount}.`,
    },
  ],
  info: [
    {
      kind: 'products',
      title: 'Smart locks we install',
      intro:
        'We install these six most often and can fit and set up most other major brands, including locks you have already bought.',
      products: smartLockProducts,
    },
    {
      kind: 'steps',
      title: 'What the installation includes',
      steps: [
        {
          title: 'Check the door',
          text: 'We measure the bore and backset, check the Wi-Fi signal at the door and confirm the lock you chose fits before anything is removed.',
        },
        {
          title: 'Fit and align',
          text: 'The old lock comes off, the new one goes on, and the strike is adjusted and reinforced so the bolt throws freely every time.',
        },
        {
          title: 'Connect and hand over',
          text: 'We connect the lock to the app, set auto-lock and codes, and show everyone how to use it, including what to do when the batteries run low.',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'What happens if the batteries die?',
      answer:
        'Most smart locks warn you in the app for weeks first. If they do run out, many keypad models take a 9-volt battery held to contacts under the keypad, or you use the backup key. We show you which your lock has.',
    },
    {
      question: 'Does a smart lock work when the Wi-Fi is down?',
      answer:
        'Yes. Codes, fingerprints and the key work locally. Only remote control from away and live notifications need the internet.',
    },
    {
      question: 'Is a smart lock less secure than a regular deadbolt?',
      answer:
        'Not when it is a good model fitted properly. Most break-ins are forced entries, not hacks, so the strike plate and door matter more than the electronics. Choose a lock with a solid bolt, keep its firmware updated and use unique codes.',
    },
  ],
  related: ['lock-installation', 'lock-rekeying', 'house-lockout'],
  form: { title: 'Want a smart lock? Get a call back with options', cta: 'Get Smart Lock Options' },
  closing: {
    title: 'Keyless entry, installed right the first time',
    text: 'Tell us your door and how you want to use it, and we will recommend a lock, quote the hardware and installation, and set everything up on one visit.',
  },
  meta: {
    title: 'Smart Lock Installation in St. Louis',
    description:
      'Smart lock installation in St. Louis: August, Yale, Schlage, Kwikset, Level and Ultraloq locks fitted, aligned, connected to your phone and set up.',
    keywords: [
      'smart lock installation St. Louis',
      'smart lock installer',
      'August smart lock install',
      'Schlage Encode installation',
      'keyless entry door lock',
    ],
  },
};
