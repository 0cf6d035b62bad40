import { minutes } from '../facts';
import { fobDealerSavingsPercent, formatPercentRange } from '../pricing';
import type { Service } from '../types';

const savings = formatPercentRange(fobDealerSavingsPercent);

/** The makes the spec lists by name. */
export const fobBrands = [
  'Ford',
  'Chevrolet',
  'Toyota',
  'Honda',
  'Nissan',
  'BMW',
  'Mercedes-Benz',
  'Audi',
  'Volkswagen',
  'Hyundai',
  'Kia',
  'Mazda',
  'Subaru',
  'Jeep',
  'Dodge',
  'Chrysler',
] as const;

export const keyFobProgramming: Service = {
  slug: 'key-fob-programming',
  title: 'Key Fob Programming',
  icon: 'zap',
  category: 'automotive',
  alsoListedUnder: [],
  description: `Replacement and spare key fobs, smart keys and transponder keys cut and programmed at your car, typically ${savings} less than the dealership.`,
  features: [
    `Save ${savings} against dealer prices`,
    `${fobBrands.length} major brands, most models`,
    'Programmed at your car, no tow',
  ],
  tagline: `Lost your only fob, or want a spare before you do? We cut and program new fobs and smart keys at your car, typically ${savings} less than the dealership and without an appointment weeks out.`,
  badges: [`Save ${savings} vs. Dealer`, `${fobBrands.length} Major Brands`, 'Programmed On Site'],
  benefitsTitle: 'Why program your fob with a mobile locksmith',
  benefits: [
    {
      icon: 'dollar',
      title: `Typically ${savings} less than the dealer`,
      text: 'A dealership charges for the fob, the key blade, cutting and programming, and often a tow when every key is lost. We bring the fob and the programming equipment to you.',
    },
    {
      icon: 'clock',
      title: 'Done the same day',
      text: `No service-department appointment: a technician usually reaches you within ${minutes} of your call, and most fobs are cut and programmed within the hour.`,
    },
    {
      icon: 'key',
      title: 'Every kind of car key',
      text: 'Remote keyless-entry fobs, proximity smart keys for push-button start, flip keys, laser-cut keys and chipped transponder keys.',
    },
    {
      icon: 'shield',
      title: 'A lost fob stops working',
      text: 'When a key is lost or stolen we can erase it from the car’s memory while programming the new ones, so the missing fob no longer opens or starts your vehicle.',
    },
  ],
  info: [
    {
      kind: 'list',
      title: `The ${fobBrands.length} brands we program most`,
      intro:
        'We carry fobs and smart keys for these makes and program most of their models. Driving something else? Call with the year and model and we will tell you straight away.',
      items: fobBrands,
    },
    {
      kind: 'steps',
      title: 'What to have ready',
      steps: [
        {
          title: 'The vehicle and every key you still have',
          text: 'On many cars, programming a new fob erases any key that is not present, so we program all of them in one visit.',
        },
        {
          title: 'Proof that the car is yours',
          text: 'A photo ID that matches the registration or title. We cannot program a key without it.',
        },
        {
          title: 'The year, make and model when you call',
          text: 'It tells us which fob and blade to bring, so the job is finished in one trip. The VIN on the registration helps for newer cars.',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Can you program a fob I bought online?',
      answer:
        'Often, yes, but check with us before you buy. Many online fobs use the wrong frequency or chip for your model, and a used fob that was already programmed to another car cannot always be reset. Give us the part number or FCC ID and we will tell you if it will work.',
    },
    {
      question: 'I have lost every key. Can you still help?',
      answer:
        'Yes. An all-keys-lost job takes a little longer because we make a new key from your vehicle’s key code, but it is done at your car, with no tow to the dealer.',
    },
    {
      question: 'My fob still works but the range is short. Do I need a new one?',
      answer:
        'Probably not. Weak range is usually a tired battery. We replace fob batteries and cracked fob shells on site, and only sell you a new fob when the board inside has failed.',
    },
  ],
  related: ['car-lockout', 'ignition-repair', 'key-duplication'],
  form: { title: 'Need a fob programmed? Get a call back with a price', cta: 'Get My Fob Price' },
  closing: {
    title: 'Get a spare fob before you need one',
    text: `A spare costs far less than an all-keys-lost call. Tell us the year, make and model and we will quote you on the phone, typically ${savings} under the dealer.`,
  },
  meta: {
    title: 'Key Fob Programming in St. Louis',
    description: `Key fob and smart key programming at your car in St. Louis, typically ${savings} less than the dealer. Ford, Toyota, Honda, BMW and ${fobBrands.length - 4} more brands.`,
    keywords: [
      'key fob programming St. Louis',
      'car key fob replacement',
      'smart key programming',
      'transponder key programming',
      'key fob cheaper than dealer',
    ],
  },
};
