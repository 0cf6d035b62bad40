import { claims } from '@site-kit/brand';
import type { CityCopy, CitySlug } from '../types';

export const centralCountyContent = {
  'maplewood-mo': {
    intro:
      "Maplewood's brick bungalows and 1920s two-family flats line tight streets off Manchester Road, where independent shops, restaurants and the farmers market at Schlafly Bottleworks draw a crowd. Older homes here often still have original mortise or skeleton-key locks that deserve rekeying or a proper deadbolt, and the Manchester Road storefronts need a locksmith who can come before opening time.",
    neighborhoods: [
      'Manchester Road business district',
      'Sutton Boulevard',
      'Big Bend Boulevard',
      'Hanley Road and Maplewood Commons',
      'Southwest Avenue',
    ],
    landmarks: [
      'Schlafly Bottleworks and its farmers market',
      'Maplewood Commons',
      'Maplewood Public Library',
      'Maplewood Richmond Heights High School',
      'Maplewood-Manchester and Sunnen MetroLink stations',
    ],
    approach: 'I-64 (US-40) at Hanley Road, then Manchester Road and Big Bend Boulevard',
    localFaq: {
      question: 'My 1920s Maplewood house still has its old mortise locks. Do I have to replace them?',
      answer:
        'Not always. Many original mortise locks can be rekeyed, repaired or fitted with a modern mortise cylinder, so you keep the period hardware and gain real security. Where the lock body is worn out, we show you the options and the price before any work starts.',
    },
    heroImage: { scene: 'mainStreet', alt: 'Drawing of brick storefronts along Manchester Road in Maplewood' },
    cityImage: { scene: 'homes', alt: 'Drawing of Maplewood brick bungalows on a tree-lined street' },
  },
  'clayton-mo': {
    intro:
      "Clayton is St. Louis County's seat and a second downtown: office towers, law firms, courts and hotels around Forsyth and Carondelet, ringed by some of the region's finest historic homes. Our technicians handle after-hours office lockouts and master-key work for downtown suites as readily as high-security deadbolts for homes in Brentmoor Park and Carrswold.",
    neighborhoods: [
      'Downtown Clayton',
      'Brentmoor Park and Forest Ridge',
      'Carrswold',
      'Claverach Park',
      'Davis Place',
      'Moorlands',
    ],
    landmarks: [
      'St. Louis County Government Center',
      'Shaw Park',
      'Washington University Danforth Campus',
      'Oak Knoll Park',
      'Concordia Seminary',
      'Clayton and Forsyth MetroLink stations',
    ],
    approach: 'I-170, I-64 (US-40), Forest Park Parkway and Hanley Road',
    localFaq: {
      question: 'Can you work on locks in a Clayton office building after hours?',
      answer:
        'Yes. For suites in downtown Clayton buildings we coordinate with building security, show identification and work from your written authorization. We rekey suites after staff changes, repair or replace commercial locks and set up master-key systems at night or on weekends, so the office is ready by morning.',
    },
    heroImage: { scene: 'towers', alt: 'Drawing of the downtown Clayton office skyline' },
    cityImage: { scene: 'homes', alt: 'Drawing of stately historic homes in a Clayton neighborhood' },
  },
  'brentwood-mo': {
    intro:
      'Brentwood is compact and busy: big-box shopping along Brentwood Boulevard and Eager Road, condo communities such as Brentwood Forest, and quiet streets of 1940s homes. That mix means parking-lot car lockouts, condo and apartment rekeys between tenants and storefront lock repairs, often on the same afternoon.',
    neighborhoods: [
      'Brentwood Forest',
      'Hanley Station',
      'Brentwood Boulevard corridor',
      'Eager Road',
      'Manchester Road',
    ],
    landmarks: [
      'Brentwood Promenade',
      'Brentwood Square',
      'Brentwood Park',
      'Brentwood Recreation Complex',
      'Brentwood I-64 MetroLink station',
    ],
    approach: 'I-64 (US-40) at Brentwood Boulevard and Hanley Road, and I-170',
    localFaq: {
      question: "I'm locked out of my car at a Brentwood Boulevard shopping center. How quickly can you come?",
      answer: `The shopping centers on Brentwood Boulevard and Eager Road are minutes from I-64 and I-170, so most car lockouts there are reached in about ${claims.responseMinutes} minutes. Tell us which store you're parked near; we open the car without damage and, if the key is lost, can cut and program a new one on site for most models.`,
    },
    heroImage: { scene: 'mainStreet', alt: 'Drawing of shops along Brentwood Boulevard' },
    cityImage: { scene: 'homes', alt: 'Drawing of 1940s homes on a quiet Brentwood street' },
  },
  'richmond-heights-mo': {
    intro:
      'Richmond Heights sits between Clayton and Maplewood, with the Saint Louis Galleria and The Boulevard drawing shoppers from across the region and subdivisions like Hampton Park and Lake Forest just behind them. We handle mall-garage car lockouts, rekeys for families moving into the 1920s to 1940s homes, and commercial lock work for the retail along Brentwood Boulevard.',
    neighborhoods: [
      'Hampton Park',
      'Lake Forest',
      'Clayton Road corridor',
      'Dale Avenue',
      'Galleria and Brentwood Boulevard retail district',
    ],
    landmarks: [
      'Saint Louis Galleria',
      'The Boulevard Saint Louis',
      'SSM Health St. Mary\u2019s Hospital',
      'The Heights community center',
      'Richmond Heights MetroLink station',
    ],
    approach: 'I-64 (US-40) and I-170, then Clayton Road and Big Bend Boulevard',
    localFaq: {
      question: 'We just bought a home in Hampton Park. Should we rekey or replace the locks?',
      answer:
        'Rekey first unless the locks are worn or you want an upgrade. Rekeying changes the pins so old keys stop working, costs far less than replacement and keeps original hardware that suits an older Richmond Heights home. We can key every exterior door to one key in the same visit.',
    },
    heroImage: { scene: 'mainStreet', alt: 'Drawing of the Galleria area shops in Richmond Heights' },
    cityImage: { scene: 'homes', alt: 'Drawing of Tudor-style homes in a Richmond Heights subdivision' },
  },
  'university-city-mo': {
    intro:
      'University City runs from the lively Delmar Loop, with its music clubs and restaurants, to quiet streets of brick homes in University Heights and Ames Place and the busy restaurant strip along Olive Boulevard. Apartments near Washington University turn over every summer, which keeps rekeying and key copies in steady demand, and late nights on the Loop mean car lockouts well after midnight.',
    neighborhoods: [
      'The Delmar Loop',
      'Parkview Gardens',
      'University Heights',
      'Ames Place',
      'Olive Boulevard corridor',
    ],
    landmarks: [
      'University City City Hall',
      'Blueberry Hill and the St. Louis Walk of Fame',
      'Tivoli Theatre',
      'Lion Gates on Delmar Boulevard',
      'Heman Park',
      'Centennial Greenway',
    ],
    approach: 'I-170 at Delmar and Olive Boulevards, and Forest Park Parkway',
    localFaq: {
      question: 'I rent near the Delmar Loop. Can you change my locks?',
      answer:
        "Renters usually need the landlord's approval to change or rekey locks, and many leases require the landlord to keep a key. We rekey with your landlord's written OK, or the landlord can book the work and hand you the new keys. For a lockout, show ID or a lease with the address and we open the door.",
    },
    heroImage: { scene: 'mainStreet', alt: 'Drawing of the storefronts and marquee of the Delmar Loop' },
    cityImage: { scene: 'campus', alt: 'Drawing of the octagonal University City City Hall tower' },
  },
  'ladue-mo': {
    intro:
      'Ladue is a city of large homes on wooded lots, with long drives, gated entries, garages of late-model vehicles and security that needs more than a hardware-store deadbolt. We install and rekey high-security and smart locks, program key fobs and push-to-start keys at the house, and answer lockouts discreetly, day or night.',
    neighborhoods: [
      'Ladue Road corridor',
      'Warson Road',
      'Price Road',
      'Litzsinger Road',
      'Clayton Road and Lindbergh Boulevard',
    ],
    landmarks: [
      'Ladue Crossing',
      'Tilles Park',
      'John Burroughs School',
      'MICDS (Mary Institute and Saint Louis Country Day School)',
      'Saint Louis Country Club',
      'Ladue Horton Watkins High School',
    ],
    approach: 'I-64 (US-40) at McKnight Road and Lindbergh, I-170 and Ladue Road',
    localFaq: {
      question: 'Do you install high-security or smart locks for larger homes in Ladue?',
      answer:
        'Yes. We fit Grade 1 deadbolts, restricted-keyway systems whose keys cannot be copied without your authorization, and smart locks that work with your alarm or home app. For homes with many doors and outbuildings we set up one key or code for the whole property, with separate keys for staff or contractors.',
    },
    heroImage: { scene: 'parkland', alt: 'Drawing of a wooded Ladue estate with a long drive' },
    cityImage: { scene: 'homes', alt: 'Drawing of a large Ladue home among trees' },
  },
} satisfies { readonly [Slug in CitySlug]?: CityCopy };
