import { discount } from '../facts';
import type { Service } from '../types';

export const safeUnlocking: Service = {
  slug: 'safe-unlocking',
  title: 'Safe Unlocking',
  icon: 'safe',
  category: 'specialty',
  alsoListedUnder: [],
  description:
    'Lost combination, dead keypad or a jammed bolt? We open home, gun and business safes, non-destructively whenever the safe allows.',
  features: ['Gun, home, wall and business safes', 'Non-destructive methods first', 'Lock repaired or replaced after'],
  tagline:
    'Forgotten combination, dead keypad, lost key or an inherited safe nobody can open: we open it with the least damage the safe allows, then get it locking again.',
  badges: ['Lost Combinations', 'Non-Destructive First', 'Lock Repaired or Reset'],
  benefitsTitle: 'Why call a safe technician, not a crowbar',
  benefits: [
    {
      icon: 'safe',
      title: 'The safe stays a safe',
      text: 'Pried or cut safes are scrap. Our methods leave the body and the door intact, so the safe protects your valuables again the same day.',
    },
    {
      icon: 'search',
      title: 'Diagnosis before drilling',
      text: 'We find out why it will not open first: a dead battery, a failed keypad, a jammed bolt or a lost code each have a different, cheaper fix.',
    },
    {
      icon: 'shield',
      title: 'Discreet and verified',
      text: 'We confirm the safe is yours before we open it and never record what is inside. Licensed, bonded and insured.',
    },
    {
      icon: 'tag',
      title: 'Quoted before we start',
      text: `Safe work is quoted by method before anything is touched, with no hidden fees. New customers save ${discount}.`,
    },
  ],
  info: [
    {
      kind: 'groups',
      title: 'Safes we open',
      groups: [
        {
          title: 'Gun safes',
          items: ['Electronic and dial gun safes', 'Biometric handgun boxes', 'Bolt work jammed by a heavy door'],
        },
        {
          title: 'Home and fire safes',
          items: ['Fire-resistant document safes', 'Chests with a key and a dial', 'Lost keys and forgotten codes'],
        },
        {
          title: 'Wall and floor safes',
          items: ['In-wall safes behind panels', 'Floor safes set in concrete', 'Opened where they are installed'],
        },
        {
          title: 'Electronic keypad safes',
          items: ['Dead batteries and wiring faults', 'Lost or changed user codes', 'Keypads in lockout mode'],
        },
        {
          title: 'Business and drop safes',
          items: ['Cash and deposit (drop) safes', 'Office safes and record safes', 'Time-lock and dual-control units'],
        },
        {
          title: 'Antique and inherited safes',
          items: ['Old combination-dial safes', 'Safes with no known combination', 'Estate and property clean-outs'],
        },
      ],
    },
    {
      kind: 'steps',
      title: 'Three ways we open a safe',
      intro:
        'We always start with the method that does the least damage and move on only if the safe leaves no choice.',
      steps: [
        {
          title: 'Manipulation',
          text: 'For dial locks: reading the lock’s feel through the dial to find the combination. Nothing is damaged, and the safe works with its original combination or a new one.',
        },
        {
          title: 'Electronic bypass and reset',
          text: 'For keypad locks: powering the lock from outside, resetting it with the manufacturer’s procedure or replacing a failed keypad. Usually no damage at all.',
        },
        {
          title: 'Precision drilling',
          text: 'The last resort for locks that have failed inside: a small hole at an exact point to open the lock, sealed afterwards with a hardened plug, and a new lock fitted.',
        },
      ],
    },
    {
      kind: 'list',
      title: 'Before you call, try this',
      items: [
        'Keypad safe dead? Replace the battery first. On many gun safes it sits behind the keypad cover, and a fresh 9-volt solves most “dead” safes.',
        'Keypad beeping and refusing codes? Many locks block entry for 5-15 minutes after several wrong codes. Wait it out before trying again.',
        'Key turns but the door will not open? Push the door firmly shut while turning the handle: the bolts may be pinched by the door’s weight.',
        'Check the paperwork: some manufacturers can supply the combination or a key to the registered owner.',
      ],
    },
  ],
  faqs: [
    {
      question: 'How do you know the safe is mine?',
      answer:
        'The safe is in your home or business and you show a photo ID with that address, or the purchase record. For inherited safes, the estate paperwork or the executor’s authorization.',
    },
    {
      question: 'Will my safe still be secure after drilling?',
      answer:
        'Yes. The hole is sealed with a hardened plug and the lock is replaced, which keeps the safe’s strength. Drilling is only used when manipulation or an electronic reset cannot work.',
    },
    {
      question: 'Can you change the combination after opening it?',
      answer:
        'Yes. We set a new combination or user code, or replace the lock with an electronic one if you would rather never lose a dial combination again.',
    },
  ],
  related: ['commercial-lockout', 'lock-installation', 'broken-key-extraction'],
  form: { title: 'Safe will not open? Get a call back', cta: 'Call Me Back' },
  closing: {
    title: 'Get into your safe without ruining it',
    text: 'Tell us the make, the lock type and what happened, and we will tell you which method fits and what it costs before we come out.',
  },
  meta: {
    title: 'Safe Unlocking & Opening in St. Louis',
    description:
      'Safe unlocking in St. Louis for gun, home, wall and business safes. Lost combinations and dead keypads opened non-destructively whenever possible.',
    keywords: [
      'safe unlocking St. Louis',
      'safe locksmith',
      'gun safe opening',
      'lost safe combination',
      'safe lockout',
    ],
  },
};
