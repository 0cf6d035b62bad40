import type { CityCopy, CitySlug } from '../types';

export const stCharlesCountyContent = {
  'st-charles-mo': {
    intro:
      "St. Charles pairs one of Missouri's best-preserved historic districts, the brick storefronts of South Main Street and the old homes of Frenchtown, with growing neighborhoods like New Town and the riverfront casino and convention center. We repair and rekey locks on historic doors without harming them, help Main Street shops with commercial hardware and answer car lockouts along I-70 and at the Katy Trail lots.",
    neighborhoods: ['Historic South Main Street', 'Frenchtown', 'New Town', 'Lindenwood University area', 'Harvester'],
    landmarks: [
      'First Missouri State Capitol State Historic Site',
      'Frontier Park and the Katy Trail',
      'Lindenwood University',
      'Ameristar Casino Resort Spa',
      'Foundry Art Centre',
      'St. Charles Convention Center',
    ],
    approach: 'I-70, Route 370, Route 94 and the Page Avenue (Route 364) bridge',
    localFaq: {
      question: 'Can you work on locks in the Main Street historic district without changing how the door looks?',
      answer:
        'Yes. We repair original hardware where we can, and where it must be replaced we choose locks and finishes that suit a historic storefront or Frenchtown home. Work inside the lock, such as rekeying or a new cylinder, does not change the look of the door at all.',
    },
    heroImage: { scene: 'mainStreet', alt: 'Drawing of brick storefronts on South Main Street in St. Charles' },
    cityImage: { scene: 'riverfront', alt: 'Drawing of the Missouri River at Frontier Park in St. Charles' },
  },
  'st-peters-mo': {
    intro:
      'St. Peters grew fast along I-70 and Route 370: subdivisions, apartment communities and the shopping around Mid Rivers Mall, with the St. Peters Rec-Plex and 370 Lakeside Park drawing families from all over St. Charles County. Car lockouts at the mall and ballfields, rekeys for new owners and garage-entry lock replacements are the usual calls.',
    neighborhoods: [
      'Old Town St. Peters',
      'Mid Rivers Mall Drive',
      'Jungermann Road',
      'Mexico Road',
      'Salt River Road',
    ],
    landmarks: [
      'Mid Rivers Mall',
      'St. Peters Rec-Plex',
      '370 Lakeside Park',
      'St. Peters City Hall',
      'Barnes-Jewish St. Peters Hospital',
    ],
    approach: 'I-70, Route 370 and Mid Rivers Mall Drive',
    localFaq: {
      question: 'Will you come out to St. Peters for a simple car lockout?',
      answer:
        'Of course. Car lockouts at the Rec-Plex, 370 Lakeside Park and the Mid Rivers lots are everyday work for us. We open the car without damage, at the price we give you on the phone, and can replace a lost key on site for most models.',
    },
    heroImage: { scene: 'parkland', alt: 'Drawing of the lake at 370 Lakeside Park in St. Peters' },
    cityImage: { scene: 'homes', alt: 'Drawing of a St. Peters subdivision street' },
  },
  'ofallon-mo': {
    intro:
      "O'Fallon is one of Missouri's largest and fastest-growing cities, with master-planned WingHaven, newer subdivisions off Highway K and Bryan Road, and a restored Old Town. New construction means builder-grade locks that owners want rekeyed or upgraded, plus smart-lock installs and key-fob work for commuters on I-64 and I-70.",
    neighborhoods: ['WingHaven', "Old Town O'Fallon", 'Highway K corridor', 'Bryan Road', 'Technology Drive'],
    landmarks: [
      'Fort Zumwalt Park',
      'Renaud Spirit Center',
      'Alligator Creek Aquatic Center',
      "O'Fallon Civic Park",
      'Progress West Hospital',
    ],
    approach: 'I-70, I-64 (US-40/61) and Highway K',
    localFaq: {
      question: "We just moved into a new build in O'Fallon. Should we rekey?",
      answer:
        'Yes. Builders, subcontractors and agents may all have handled your keys, and many new homes still run on construction-keyed locks. Rekeying every exterior door to a key only your household holds is quick and inexpensive, and we can fit smart locks or sturdier deadbolts in the same visit.',
    },
    heroImage: { scene: 'homes', alt: "Drawing of new homes in an O'Fallon, Missouri subdivision" },
    cityImage: { scene: 'parkland', alt: "Drawing of the trees and paths of Fort Zumwalt Park in O'Fallon" },
  },
} satisfies { readonly [Slug in CitySlug]?: CityCopy };
