import { minutes } from '../facts';
import type { Service } from '../types';

export const brokenKeyExtraction: Service = {
  slug: 'broken-key-extraction',
  title: 'Broken Key Extraction',
  icon: 'wrench',
  category: 'repair',
  alsoListedUnder: [],
  description:
    'Key snapped off in a door, padlock or car? We pull the broken piece out with proper extractors, save the lock and cut you a new key.',
  features: ['Doors, padlocks, cars and ignitions', 'Lock saved, not replaced', 'New key cut on the spot'],
  tagline:
    'Key snapped in the lock? Leave the piece where it is. We extract it with proper tools, keep the lock working and cut you a new key from the pieces.',
  badges: ['Lock Saved, Not Replaced', 'New Key Cut on Site', 'House, Car & Business Locks'],
  benefitsTitle: 'Why let a locksmith pull it out',
  benefits: [
    {
      icon: 'wrench',
      title: 'The right extractor for the keyway',
      text: 'Thin hooked and spiral extractors slide beside the key and catch its cuts without pushing it deeper, and without scoring the pins.',
    },
    {
      icon: 'key',
      title: 'A new key from the broken one',
      text: 'We read the cuts from both halves of the broken key and cut a fresh one in the van, so you leave with a key that works.',
    },
    {
      icon: 'lock',
      title: 'The lock keeps working',
      text: 'Once the piece is out we check the cylinder, clean and lubricate it, and tell you if stiffness in the lock is what broke the key.',
    },
    {
      icon: 'clock',
      title: `About ${minutes} to you, 24/7`,
      text: 'A key broken in the front door at night is a lockout. We come at any hour and most extractions take minutes.',
    },
  ],
  info: [
    {
      kind: 'warning',
      title: 'Do not try to fix it yourself',
      intro:
        'Most broken-key calls we can finish in minutes. The expensive ones are the locks someone has already worked on. Please do not:',
      items: [
        'Use super glue to stick the pieces together: it runs into the cylinder, bonds the pins and turns a quick extraction into a lock replacement.',
        'Push the piece with another key, a screwdriver or a nail: it drives the fragment deeper and bends the pins or wafers.',
        'Dig with tweezers or a paper clip: they push the key in rather than gripping it, and snap off inside too.',
        'Force a car ignition or spray it with oil: a damaged ignition cylinder costs far more than an extraction.',
        'Keep turning the cylinder: leave it in the position where the key broke so the piece lines up with the keyway.',
      ],
      advice: 'Keep both halves of the key: we can usually cut your new key from them.',
    },
    {
      kind: 'list',
      title: 'Why keys break',
      items: [
        'Worn keys: years in a pocket thin the blade until it cracks at the shoulder.',
        'Copies of copies: poorly cut keys bind on the pins and need force to turn.',
        'Stiff locks: a dry or dirty cylinder, or a door that drags on its strike, loads the key every time you turn it.',
        'Cold weather: metal turns brittle and locks freeze; never force a frozen lock.',
        'Using the key as a handle to pull the door shut.',
      ],
    },
  ],
  faqs: [
    {
      question: 'The key broke off in my car ignition. Is that different?',
      answer:
        'The extraction is similar, but leave the ignition exactly where it is and do not try to start the car. If the ignition cylinder was damaged by the break, we can repair it on the same visit; see ignition repair.',
    },
    {
      question: 'Will I need a new lock?',
      answer:
        'Usually not. A clean extraction leaves the lock working. We only suggest replacing it when the cylinder is worn out, which is often why the key broke.',
    },
    {
      question: 'Part of the key is sticking out. Can I pull it with pliers?',
      answer:
        'If a good length sticks out and it slides with no resistance, gently, once, straight out. If it does not move, stop: twisting with pliers snaps it flush with the face and makes extraction harder.',
    },
  ],
  related: ['ignition-repair', 'key-duplication', 'house-lockout'],
  form: { title: 'Key broken in the lock? Get a call back now', cta: 'Call Me Back Now' },
  closing: {
    title: 'Leave the piece in, and call',
    text: 'The less the lock has been worked on, the faster and cheaper the extraction. Tell us where the key broke and we will be on our way.',
  },
  meta: {
    title: 'Broken Key Extraction in St. Louis',
    description:
      'Key broken off in a door, padlock or car in St. Louis? We extract it without damaging the lock and cut a new key on site, 24/7. Do not reach for glue.',
    keywords: [
      'broken key extraction St. Louis',
      'key broke in lock',
      'broken key removal',
      'key stuck in door lock',
      'key broke in ignition',
    ],
  },
};
