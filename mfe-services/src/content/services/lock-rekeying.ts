import { discount, warranty } from '../facts';
import { formatPercentRange, formatPriceRange, rekeyPrice, rekeySavingsPercent, replacementPrice } from '../pricing';
import type { PriceRange, Service } from '../types';

const rekey = formatPriceRange(rekeyPrice);
const replacement = formatPriceRange(replacementPrice);
const savings = formatPercentRange(rekeySavingsPercent);
const doorsInExample = 4;
const times = (range: PriceRange, count: number) => ({ min: range.min * count, max: range.max * count });

export const lockRekeying: Service = {
  slug: 'lock-rekeying',
  title: 'Lock Rekeying',
  icon: 'unlock',
  category: 'residential',
  alsoListedUnder: ['commercial'],
  description: `Make every old key useless for ${rekey} ${rekeyPrice.unit} instead of ${replacement} for new locks. Ideal after a move, a lost key or a staff change.`,
  features: [`${rekey} ${rekeyPrice.unit}`, `Save ${savings} against replacing`, 'One key for every door'],
  tagline: `New keys for the locks you already have, for ${rekey} ${rekeyPrice.unit} instead of ${replacement} for replacements: save ${savings}, and every old key stops working today.`,
  badges: [`${rekey} ${rekeyPrice.unit}`, `Save ${savings} vs. Replacement`, 'One Key for Every Door'],
  benefitsTitle: 'Why rekey instead of replacing',
  benefits: [
    {
      icon: 'dollar',
      title: `Save ${savings}`,
      text: `Rekeying costs ${rekey} ${rekeyPrice.unit}; replacing a lock runs ${replacement}. For a house with ${doorsInExample} exterior locks that is ${formatPriceRange(times(rekeyPrice, doorsInExample))} against ${formatPriceRange(times(replacementPrice, doorsInExample))}.`,
    },
    {
      icon: 'lock',
      title: 'Old keys stop working',
      text: 'We change the pin tumblers inside the cylinder to match a new key. Every key cut for the old pins, including the ones you never got back, is useless from that moment.',
    },
    {
      icon: 'key',
      title: 'One key for the whole house',
      text: 'Front door, back door, deadbolts and garage on a single key, as long as the locks share a keyway. We will tell you on the spot which ones can.',
    },
    {
      icon: 'clock',
      title: 'Minutes per lock, on site',
      text: `Most locks take 10-15 minutes, in the van at your door. Every rekey carries our ${warranty}, and new customers save ${discount}.`,
    },
  ],
  info: [
    {
      kind: 'comparison',
      title: 'Rekeying or replacing: the numbers',
      intro:
        'Rekeying keeps your hardware and changes only the key. Replacement is worth it when the hardware itself is the problem.',
      columns: ['Rekey', 'Replace'],
      rows: [
        { label: 'Price per lock', values: [rekey, replacement] },
        { label: 'What changes', values: ['The pins inside the cylinder', 'The whole lock'] },
        { label: 'Old keys', values: ['Stop working', 'Stop working'] },
        { label: 'Time on site', values: ['About 10-15 minutes per lock', 'About 30-60 minutes per lock'] },
        {
          label: 'Best when',
          values: ['The lock works well and you want new keys', 'The lock is worn, damaged or too weak'],
        },
      ],
    },
    {
      kind: 'list',
      title: 'When to rekey',
      items: [
        'You just moved in: you have no idea how many copies the previous owners, contractors and agents made.',
        'A key was lost or stolen, especially together with anything showing your address.',
        'A roommate, tenant, ex-partner, nanny or contractor moved on with a key.',
        'An employee left the business without returning theirs.',
        'After a break-in, once the door and frame are repaired.',
        'You are tired of a ring full of keys and want one for every door.',
      ],
    },
    {
      kind: 'steps',
      title: 'How a rekey works',
      steps: [
        {
          title: 'We remove the cylinder',
          text: 'From the inside of the door, without damaging the lock or the door.',
        },
        {
          title: 'We repin it to a new key',
          text: 'The old pin tumblers come out and a new set, cut to your new key, goes in. The lock body, finish and handles stay the same.',
        },
        {
          title: 'We test every key in every lock',
          text: 'Each new key is tried in each lock it should open, and the old key in each lock it should no longer open, before we leave.',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Is rekeying as secure as a new lock?',
      answer:
        'Against old keys, yes: they stop working completely. It does not make a weak lock stronger, though. If your deadbolt is a builder-grade Grade 3, a Grade 1 replacement is the better spend.',
    },
    {
      question: 'Can every lock be rekeyed?',
      answer:
        'Almost every pin-tumbler lock can. Some cheap locks have sealed cylinders, and some smart locks rekey themselves with a tool (Kwikset SmartKey). We will tell you before we start.',
    },
    {
      question: 'Can you key my front door and garage to the same key?',
      answer:
        'Yes, if both locks take the same keyway, for example Kwikset with Kwikset or Schlage with Schlage. If they differ, we can swap one cylinder so they match.',
    },
  ],
  related: ['lock-installation', 'house-lockout', 'key-duplication'],
  form: { title: 'Rekey your locks: get a call back with a price', cta: 'Get My Rekey Price' },
  closing: {
    title: 'New keys today, without new locks',
    text: `Tell us how many locks you have and we will quote the rekey on the phone: ${rekey} ${rekeyPrice.unit}, with no hidden fees.`,
  },
  meta: {
    title: `St. Louis Lock Rekeying from $${rekeyPrice.min} a Lock`,
    description: `Rekey your locks for ${rekey} ${rekeyPrice.unit} instead of ${replacement} for new ones. Old keys stop working today. Mobile service across St. Louis.`,
    keywords: [
      'lock rekeying St. Louis',
      'rekey locks cost',
      'rekey house locks',
      'rekey vs replace locks',
      'change locks after moving',
    ],
  },
  price: rekeyPrice,
};
