import type { CityCopy, CitySlug } from '../types';

export const westCountyContent = {
  'chesterfield-mo': {
    intro:
      'Chesterfield stretches from the outlets, offices and business parks of Chesterfield Valley to family subdivisions along Clarkson, Baxter and Kehrs Mill Roads. Late-model cars with push-button start, offices along the I-64 corridor and large newer homes are our daily work here, and we send the nearest technician on the road, so a lockout does not wait for cross-town traffic.',
    neighborhoods: [
      'Chesterfield Valley',
      'Downtown Chesterfield around Central Park',
      'Wildhorse Creek Road',
      'Baxter Road',
      'Kehrs Mill Road',
      'Olive Boulevard and Woods Mill Road',
    ],
    landmarks: [
      'St. Louis Premium Outlets',
      'Chesterfield Central Park and Amphitheater',
      'Spirit of St. Louis Airport',
      'Faust Park and the Butterfly House',
      'Thornhill historic estate',
    ],
    approach: 'I-64 (US-40/61), Route 141, Clarkson Road and Olive Boulevard',
    localFaq: {
      question: 'Can you program a push-to-start key fob in Chesterfield instead of going to the dealer?',
      answer:
        'For most makes and models, yes. We cut and program smart keys and fobs at your home, office or a Chesterfield Valley parking lot, usually for much less than a dealership charges and without a tow. Have the vehicle identification number and proof of ownership ready when you call.',
    },
    heroImage: { scene: 'parkland', alt: 'Drawing of the Missouri River bottoms and bluffs at Chesterfield Valley' },
    cityImage: { scene: 'homes', alt: 'Drawing of newer family homes in a Chesterfield subdivision' },
  },
  'ballwin-mo': {
    intro:
      'Ballwin is a west county city of family subdivisions, townhome communities and the shops of Manchester Road, with Castlewood State Park and the Meramec River just to the south. Most calls here are home lockouts, whole-house rekeys after a move, and cars locked at the pool, the rec center or the ballfield.',
    neighborhoods: [
      'Manchester Road corridor',
      'Clayton Road',
      'Seven Trails Drive',
      'Holloway Road',
      'New Ballwin Road',
    ],
    landmarks: [
      'The Pointe at Ballwin Commons',
      'North Pointe Aquatic Center',
      'Vlasis Park',
      'Ferris Park',
      'Castlewood State Park',
    ],
    approach: 'Manchester Road, Clayton Road and Route 141',
    localFaq: {
      question: 'Can you rekey every door of our Ballwin home to one key?',
      answer:
        "Yes. If the front, back, garage-entry and deadbolt locks take compatible keyways, we rekey them all to one key in a single visit, usually faster and cheaper than replacing them. If a lock can't take the same keyway, we show you a replacement that does.",
    },
    heroImage: { scene: 'homes', alt: 'Drawing of a Ballwin subdivision of family homes' },
    cityImage: { scene: 'parkland', alt: 'Drawing of the wooded bluffs of Castlewood State Park' },
  },
  'creve-coeur-mo': {
    intro:
      'Creve Coeur is home to Mercy Hospital St. Louis, medical offices along New Ballas Road, plant-science research campuses and the long restaurant and retail strip on Olive Boulevard. We help clinics and offices with rekeys, master keys and after-hours lockouts, and drivers locked out in the hospital and office garages.',
    neighborhoods: [
      'Olive Boulevard restaurant row',
      'New Ballas Road medical district',
      'Ladue Road',
      'Craig Road business parks',
      'Old Ballas Road',
    ],
    landmarks: [
      'Mercy Hospital St. Louis',
      'Donald Danforth Plant Science Center',
      'Bayer research campus on North Lindbergh',
      'Millennium Park',
    ],
    approach: 'I-270 at Olive Boulevard, I-64 (US-40) and Lindbergh Boulevard',
    localFaq: {
      question: 'Can you rekey a medical or dental office after an employee leaves?',
      answer:
        'Yes. Rekeying makes the old keys useless, usually within the hour for a typical suite. We can also set up a master-key system so each person carries only the keys they need, and fit records and medication rooms with locks that keep an audit trail of who opened them.',
    },
    heroImage: { scene: 'towers', alt: 'Drawing of medical office buildings along New Ballas Road' },
    cityImage: { scene: 'parkland', alt: 'Drawing of the lawns and trees of a Creve Coeur park' },
  },
  'maryland-heights-mo': {
    intro:
      "Maryland Heights packs a casino, an amphitheatre, Westport Plaza's hotels and offices and the Riverport business parks into a few square miles off I-270, next to Creve Coeur Lake. Concert-night car lockouts, hotel guests who lost a key fob and warehouses that need their doors rekeyed after a staff change are routine calls here.",
    neighborhoods: ['Westport', 'Riverport', 'Dorsett Road', 'Page Avenue corridor', 'McKelvey Road'],
    landmarks: [
      'Creve Coeur Lake Memorial Park',
      'Hollywood Casino St. Louis',
      'Hollywood Casino Amphitheatre',
      'Westport Plaza',
      'Aquaport',
    ],
    approach: 'I-270, Page Avenue (Route 364) and Dorsett Road',
    localFaq: {
      question: 'I locked my keys in the car after a concert at the amphitheatre. Can you reach me?',
      answer:
        'Yes. Traffic is heavy as a show lets out, so tell us the lot and row, stay near the car and keep your phone on: the technician calls as they arrive. We open the car without damage, and if the key is lost we can cut and program a new one on site for most models.',
    },
    heroImage: { scene: 'parkland', alt: 'Drawing of Creve Coeur Lake with trees along the shore' },
    cityImage: { scene: 'industry', alt: 'Drawing of business-park warehouses in Riverport' },
  },
} satisfies { readonly [Slug in CitySlug]?: CityCopy };
