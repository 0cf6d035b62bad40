import { fobDealerSavingsPercent, formatPercentRange } from '../pricing';
import type { Service } from '../types';

export const ignitionRepair: Service = {
  slug: 'ignition-repair',
  title: 'Ignition Repair',
  icon: 'zap',
  category: 'repair',
  alsoListedUnder: ['automotive'],
  description:
    'Key will not turn, will not come out or the car will not recognize it? We repair or replace the ignition cylinder at your car, no tow needed.',
  features: ['Repaired at your car, no tow', 'Stuck, broken and worn keys', 'Transponder keys programmed'],
  tagline:
    'Key jammed, spinning loose or not recognized by the car? We diagnose the ignition where the car is parked, repair or replace the cylinder and match it to your keys, no tow to the dealer.',
  badges: ['Repaired On Site, No Tow', 'Transponder Keys Programmed', 'Most Makes & Models'],
  benefitsTitle: 'Why call a locksmith for the ignition',
  benefits: [
    {
      icon: 'car',
      title: 'No tow, no waiting',
      text: 'An ignition that will not turn means a car that will not move. We bring the parts and tools to the driveway, the parking lot or the curb.',
    },
    {
      icon: 'search',
      title: 'Key, cylinder or chip: we find which',
      text: 'Often the ignition is fine and the key is simply worn. We test first, so you pay for the fault you have, not a guess.',
    },
    {
      icon: 'key',
      title: 'One key again',
      text: 'A replacement cylinder can be pinned to your existing door key, so you do not end up with a separate key for the ignition.',
    },
    {
      icon: 'dollar',
      title: 'Less than the dealer',
      text: `Cylinder work and key programming at locksmith prices; new fobs typically ${formatPercentRange(fobDealerSavingsPercent)} less than dealership prices.`,
    },
  ],
  info: [
    {
      kind: 'groups',
      title: 'Ignition problems we fix',
      groups: [
        {
          title: 'The key will not cooperate',
          items: [
            'Key will not turn, or turns only part way',
            'Key will not go in all the way',
            'Key stuck in the ignition and will not come out',
            'Key broken off inside the ignition',
          ],
        },
        {
          title: 'The cylinder is failing',
          items: [
            'Ignition turns without a key, or feels loose',
            'Key has to be jiggled to start the car',
            'Steering wheel stays locked',
            'Ignition is damaged after a theft attempt',
          ],
        },
        {
          title: 'The car does not recognize the key',
          items: [
            'Security or immobilizer light flashing',
            'Engine cranks but will not start',
            'Push-button start shows “key not detected”',
            'Spare key works, main key does not',
          ],
        },
      ],
    },
    {
      kind: 'list',
      title: 'Three checks before you call',
      items: [
        'Steering wheel locked? Turn the wheel gently left and right while turning the key: the steering lock pin may be binding.',
        'Automatic? Make sure the shifter is fully in Park; many cars will not turn or release the key otherwise.',
        'Try the spare key. If the spare works, the problem is your worn key, not the ignition, and a new key is far cheaper.',
      ],
    },
    {
      kind: 'steps',
      title: 'How we fix it',
      steps: [
        {
          title: 'Test the key, the cylinder and the chip',
          text: 'We check the key against its code, the cylinder’s wafers and the immobilizer’s response to the transponder.',
        },
        {
          title: 'Repair or replace the cylinder',
          text: 'Worn wafers can often be replaced; a damaged cylinder is swapped for a new one pinned to your key.',
        },
        {
          title: 'Program and test the keys',
          text: 'Transponder keys and fobs are programmed to the car and every key is tested in the ignition and the doors.',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'My key is stuck in the ignition. What should I do?',
      answer:
        'Check that the car is fully in Park, turn the key back to the off position and wiggle the steering wheel gently. If it still will not release, stop pulling: forcing it can break the key or the cylinder. Call us.',
    },
    {
      question: 'Is it the battery or the ignition?',
      answer:
        'If the dashboard lights come on but nothing happens when you turn the key, or the engine cranks and dies with the security light flashing, it is likely the ignition or the key. A dead battery usually means no lights or a clicking sound.',
    },
    {
      question: 'Can you fix push-button start problems?',
      answer:
        'When the car cannot detect the fob, yes: we test the fob, replace its battery or program a new one. Faults in the start button’s wiring belong with an auto electrician, and we will tell you if that is what we find.',
    },
  ],
  related: ['broken-key-extraction', 'key-fob-programming', 'car-lockout'],
  form: { title: 'Ignition trouble? Get a call back', cta: 'Call Me Back' },
  closing: {
    title: 'Get the car starting again, where it is parked',
    text: 'Tell us the year, make and model and what the key is doing, and we will tell you on the phone what it most likely is and what it costs.',
  },
  meta: {
    title: 'Ignition Repair at Your Car in St. Louis',
    description:
      'Ignition repair in St. Louis: keys that will not turn, stuck keys, worn cylinders and unrecognized transponder keys, fixed where your car is parked.',
    keywords: [
      'ignition repair St. Louis',
      'key stuck in ignition',
      'ignition cylinder replacement',
      'key will not turn in ignition',
      'car locksmith ignition',
    ],
  },
};
