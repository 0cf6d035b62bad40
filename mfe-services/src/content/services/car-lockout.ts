import { discount, minutes, responseBadge } from '../facts';
import { fobDealerSavingsPercent, formatPercentRange } from '../pricing';
import type { Service } from '../types';

export const carLockout: Service = {
  slug: 'car-lockout',
  title: 'Car Lockout',
  icon: 'car',
  category: 'automotive',
  alsoListedUnder: [],
  description:
    'Keys locked inside your car, truck or SUV? A mobile technician opens it with professional entry tools, without damage, day or night.',
  features: [
    `On-site in about ${minutes}, 24/7`,
    'No-damage guarantee on every opening',
    'Cars, trucks, SUVs, vans and trunks',
  ],
  tagline: `Keys on the seat, in the trunk or in the ignition with the engine running? A technician reaches you in about ${minutes} and opens your vehicle without a scratch.`,
  badges: [responseBadge, 'No-Damage Guarantee', 'All Vehicle Types'],
  benefitsTitle: 'Why drivers call us when they are locked out',
  benefits: [
    {
      icon: 'clock',
      title: `${responseBadge}`,
      text: `Our technicians drive the metro in stocked vans, so the closest one is usually with you within ${minutes}: parking lots, garages, driveways, stadium lots and the side of the highway.`,
    },
    {
      icon: 'shield',
      title: 'No-damage guarantee',
      text: 'We use inflatable wedges, long-reach tools and lock-specific picks. No slim jims or coat hangers: modern doors hide airbag wiring, side-impact sensors and lock rods that a blind tool can tear.',
    },
    {
      icon: 'car',
      title: 'Every make and model',
      text: 'Domestic, Asian and European cars, pickups, SUVs, minivans and work vans, including cars with keyless entry, push-button start and double-locking doors.',
    },
    {
      icon: 'dollar',
      title: 'Price before we drive',
      text: `You hear the full price on the phone before anyone is dispatched. No hidden fees, no after-midnight surprises, and new customers save ${discount}.`,
    },
  ],
  info: [
    {
      kind: 'steps',
      title: 'How a car lockout call works',
      steps: [
        {
          title: 'Call and tell us where you are',
          text: 'Give us the address or a landmark, the make, model and year, and whether the keys are inside or lost. We quote the price on that call.',
        },
        {
          title: `A technician arrives in about ${minutes}`,
          text: 'The technician checks your photo ID on arrival; the registration or insurance card can stay in the glovebox until the door is open.',
        },
        {
          title: 'Your door opens without damage',
          text: 'Most vehicles are open within minutes of us arriving. If your key is lost rather than locked in, we can cut and program a new one right there, with no tow to the dealer.',
        },
      ],
    },
    {
      kind: 'warning',
      title: 'A child or a pet locked inside?',
      intro:
        'Call 911 first. On a warm day the inside of a closed car heats up by about 20°F in ten minutes, and fire crews can break a window faster than anyone can pick a lock.',
      items: [
        'Then call us: we treat it as our top priority and dispatch the nearest technician immediately.',
        'Stay by the car, keep the child or pet in sight and, if you can, shade the windshield.',
        'If the engine is running with the keys inside, tell us: we bring the tools for that vehicle first time.',
      ],
      advice:
        'If the child or pet shows any sign of distress, tell the 911 dispatcher at once and follow their instructions.',
    },
    {
      kind: 'list',
      title: 'What we open',
      items: [
        'Driver and passenger doors',
        'Trunks and hatchbacks, including keys locked in the trunk',
        'Pickups, including locked tool boxes and tailgates',
        'SUVs, minivans and cargo vans',
        'Cars with keyless entry and push-button start',
        'Rental cars (we just need the rental agreement and your ID)',
      ],
    },
  ],
  faqs: [
    {
      question: 'Do I have to prove the car is mine?',
      answer:
        'Yes, for your protection. We ask for a photo ID that matches the registration, title, insurance card or rental agreement. If those papers are inside, we open the door and check them before we leave.',
    },
    {
      question: 'Can you open a car that has push-button start or a keyless fob?',
      answer:
        'Yes. Keyless cars still have a mechanical lock, usually behind a cap on the driver door handle, and our entry tools work on them the same way. If the fob is dead rather than locked in, we can replace its battery on the spot.',
    },
    {
      question: 'Will opening the door set off the alarm?',
      answer:
        'It may. The alarm stops as soon as you start the car with your key or press unlock on the fob, which is usually the first thing we hand you.',
    },
    {
      question: 'What if I lost the keys instead of locking them in?',
      answer: `We open the car, then cut a new key and program it to your vehicle on site, typically ${formatPercentRange(fobDealerSavingsPercent)} less than a dealership and with no tow.`,
    },
  ],
  related: ['key-fob-programming', 'ignition-repair', 'broken-key-extraction'],
  form: { title: 'Locked out of your car? Get a call back now', cta: 'Call Me Back Now' },
  closing: {
    title: 'Locked out of your car right now?',
    text: `Stay with your vehicle if it is safe to do so and call. We answer around the clock, quote you on the phone and are usually there in about ${minutes}.`,
  },
  meta: {
    title: 'Car Lockout Service in St. Louis, 24/7',
    description: `Locked out of your car in St. Louis? We arrive in about ${minutes} and open cars, trucks and SUVs with no damage, 24/7, with upfront prices.`,
    keywords: [
      'car lockout St. Louis',
      'locked keys in car',
      'car unlock service',
      'auto locksmith St. Louis',
      'emergency car lockout',
    ],
  },
};
