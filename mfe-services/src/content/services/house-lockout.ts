import { minutes, responseBadge } from '../facts';
import type { Service } from '../types';

export const houseLockout: Service = {
  slug: 'house-lockout',
  title: 'House Lockout',
  icon: 'home',
  category: 'residential',
  alsoListedUnder: [],
  description: `Locked out of your house, apartment or garage? We are at your door in about ${minutes} and get you in without damaging the lock in most cases.`,
  features: [
    `At your door in about ${minutes}`,
    'Lock picked, not drilled, in most cases',
    'Rekey on the spot if keys are lost',
  ],
  tagline: `Door shut behind you, key on the kitchen counter? A technician is at your door in about ${minutes}, day or night, and gets you in without wrecking the lock.`,
  badges: [responseBadge, 'Open 24/7 & Holidays', 'Damage-Free Entry First'],
  benefitsTitle: 'Why homeowners and renters call us',
  benefits: [
    {
      icon: 'clock',
      title: `About ${minutes} to your door`,
      text: 'Technicians are spread across St. Louis City, St. Louis County and the Metro East, so help is close whether you are in Maplewood, Kirkwood or Belleville.',
    },
    {
      icon: 'unlock',
      title: 'Picked, not drilled',
      text: 'We open nearly every residential lock by picking or bypassing it, so your lock and key keep working. Drilling is the last resort, and we ask you first.',
    },
    {
      icon: 'calendar',
      title: '24/7, holidays included',
      text: 'Midnight, Sunday morning or the Fourth of July: the same technicians, a price quoted upfront and no hidden fees.',
    },
    {
      icon: 'shield',
      title: 'Licensed, bonded and insured',
      text: 'The person at your door is an experienced, insured locksmith who checks that it is your home before opening it, which protects you as much as anyone.',
    },
  ],
  info: [
    {
      kind: 'steps',
      title: 'What happens after you call',
      steps: [
        {
          title: 'Tell us the address and the lock',
          text: 'A knob lock, a deadbolt, a keypad or a storm door? It helps us bring the right tools and quote the price on the call.',
        },
        {
          title: 'We confirm you live there',
          text: 'A photo ID with the address, or a lease, utility bill or mail in your name. Locked inside? We open the door and check it then.',
        },
        {
          title: 'We open the door and check the lock',
          text: 'Once you are in we make sure the lock and key still work. If the key was lost or stolen, we can rekey the lock right then so it is useless to whoever finds it.',
        },
      ],
    },
    {
      kind: 'list',
      title: 'We also open',
      items: [
        'Apartments and condos (renters welcome with proof of residency)',
        'Attached and detached garage service doors',
        'Sliding patio doors and storm doors',
        'Keypad and smart locks with dead batteries',
        'Interior doors: bedrooms, bathrooms and home offices',
        'Sheds, gates and padlocks',
      ],
    },
    {
      kind: 'text',
      title: 'Lost your keys, not just locked them in?',
      paragraphs: [
        'If your keys are gone with anything that shows your address, such as a wallet, a bag or a key tag, treat the lock as compromised. Rekeying changes the pins inside the lock so the old key no longer turns it; it takes a few minutes per lock and costs much less than new locks.',
        'We can do it on the same visit as the lockout, and key every door to the same new key while we are there.',
      ],
    },
  ],
  faqs: [
    {
      question: 'I rent. Can you let me in without my landlord?',
      answer:
        'Yes, if you can show you live there: a photo ID with the address, a lease or a utility bill in your name. Some leases require the landlord to be told about lock changes, so we open the door but leave rekeying to you and your landlord.',
    },
    {
      question: 'Will you have to drill my lock?',
      answer:
        'Rarely. Most locks are picked or bypassed. High-security locks and badly damaged ones sometimes have to be drilled; we tell you first, give you the price, and install a new lock before we leave so your home is never left unsecured.',
    },
    {
      question: 'My keypad or smart lock died. Is that a lockout?',
      answer:
        'It is, and usually an easy one. Many keypad locks can be powered from outside with a 9-volt battery held to contacts under the keypad; if yours cannot, we pick its backup key cylinder and replace the batteries from inside.',
    },
  ],
  related: ['lock-rekeying', 'lock-installation', 'key-duplication'],
  form: { title: 'Locked out of your home? Get a call back now', cta: 'Call Me Back Now' },
  closing: {
    title: 'Locked out of your home right now?',
    text: 'Call from your cell or a neighbor’s phone and we will be on our way. Most doors are open within minutes of the technician arriving.',
  },
  meta: {
    title: 'House Lockout Service in St. Louis, 24/7',
    description: `Locked out of your home in St. Louis? A licensed locksmith is at your door in about ${minutes}, 24/7, and opens it without damage in most cases.`,
    keywords: [
      'house lockout St. Louis',
      'locked out of house',
      'home lockout locksmith',
      'apartment lockout',
      'emergency residential locksmith',
    ],
  },
};
