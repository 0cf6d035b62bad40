import type { CityCopy, CitySlug } from '../types';

export const metroEastContent = {
  'belleville-il': {
    intro:
      'Belleville is the largest city in the Metro East, with a historic downtown around the Public Square, blocks of 19th-century German brick homes and newer subdivisions out toward Scott Air Force Base. We cross the river every day: old-house lock repairs on the west side, rekeys for military families moving in and out, and car lockouts along Route 159 and Frank Scott Parkway.',
    neighborhoods: [
      'Downtown and the Public Square',
      'West Main Street',
      'Signal Hill',
      'East Belleville',
      'Frank Scott Parkway corridor',
    ],
    landmarks: [
      'National Shrine of Our Lady of the Snows',
      "St. Peter's Cathedral",
      'Public Square fountain',
      'Southwestern Illinois College, Belleville campus',
      'Belle-Clair Fairgrounds',
      'Scott Air Force Base (nearby)',
    ],
    approach: 'I-64 and I-255, then Illinois Routes 15 and 159',
    localFaq: {
      question: 'Do you charge extra to come over to Illinois?',
      answer:
        'No. Belleville and the rest of St. Clair County are inside our regular service area, with the same upfront pricing as a call in Missouri. You get the price on the phone, before we start.',
    },
    heroImage: {
      scene: 'mainStreet',
      alt: 'Drawing of the Public Square and historic storefronts in downtown Belleville',
    },
    cityImage: { scene: 'homes', alt: 'Drawing of 19th-century brick homes in Belleville' },
  },
  'ofallon-il': {
    intro:
      "O'Fallon, Illinois sits on I-64 beside Scott Air Force Base, so many of its newer subdivisions house military families who move every few years, alongside a small-town downtown and a busy regional sports park. We rekey homes between owners and tenants, handle car lockouts for base commuters and install smart locks for families who would rather share codes than keys.",
    neighborhoods: [
      "Downtown O'Fallon on State Street",
      'Lincoln Avenue',
      'U.S. Route 50 corridor',
      'Milburn School Road',
      'Seven Hills Road',
    ],
    landmarks: [
      "O'Fallon Family Sports Park",
      "O'Fallon Community Park",
      'Rock Springs Park',
      "HSHS St. Elizabeth's Hospital",
      "O'Fallon Township High School",
      'Scott Air Force Base (next door)',
    ],
    approach: 'I-64, U.S. Route 50 and Green Mount Road',
    localFaq: {
      question: "We're a military family moving to O'Fallon. Can you rekey on move-in day?",
      answer:
        "Yes. Book a time on move-in day and we rekey every exterior door so only your household's keys work. Renters need the landlord's OK, which most property managers give for a rekey; we can leave a key for the landlord if the lease requires one.",
    },
    heroImage: { scene: 'homes', alt: "Drawing of a newer subdivision in O'Fallon, Illinois" },
    cityImage: { scene: 'parkland', alt: "Drawing of ballfields at the O'Fallon Family Sports Park" },
  },
  'fairview-heights-il': {
    intro:
      "Fairview Heights is the Metro East's shopping hub, with St. Clair Square and the retail along Route 159 and Lincoln Trail, surrounded by quiet neighborhoods and two large city parks. Car lockouts at the mall and big-box lots, commercial lock work for stores and restaurants, and home rekeys make up most calls.",
    neighborhoods: [
      'Lincoln Trail (U.S. 50) corridor',
      'Route 159 retail district',
      'Longacre Drive',
      'Pleasant Ridge Road',
      'Bunkum Road',
    ],
    landmarks: [
      'St. Clair Square',
      'Everett Moody Park at Longacre',
      'Pleasant Ridge Park and the Kinsella Log Cabin',
      'Fairview Heights MetroLink station',
    ],
    approach: 'I-64, Illinois Route 159 and Lincoln Trail (U.S. 50)',
    localFaq: {
      question: 'Can you fix a broken store lock at St. Clair Square or on Route 159 before we open?',
      answer:
        'Yes. We repair or replace storefront cylinders, gate and roll-down door locks, and rekey when a key goes missing. Call as soon as you find the problem: we can be there before opening or after closing, so customers never notice.',
    },
    heroImage: { scene: 'mainStreet', alt: 'Drawing of the shops around St. Clair Square in Fairview Heights' },
    cityImage: { scene: 'parkland', alt: 'Drawing of the lake at Everett Moody Park in Fairview Heights' },
  },
  'collinsville-il': {
    intro:
      'Collinsville climbs the bluffs east of the Mississippi, from Cahokia Mounds and the interstate hotels and Gateway Center near I-55/70 up to the brick storefronts of Uptown and the older neighborhoods around Main Street. Travelers locked out at the hotels, homeowners rekeying after a move and Uptown businesses are all on our route.',
    neighborhoods: ['Uptown Collinsville on Main Street', 'Beltline Road', 'Maryville Road', 'Vandalia Street'],
    landmarks: [
      'Cahokia Mounds State Historic Site',
      "World's Largest Catsup Bottle",
      'Gateway Center',
      'Fairmount Park racetrack',
      'Miners Theatre',
    ],
    approach: 'I-55/70, I-255 and Illinois Route 159',
    localFaq: {
      question: "I'm at a hotel by I-55/70 in Collinsville and locked my keys in the car. Can you come tonight?",
      answer:
        'Yes, we work around the clock, holidays included. Tell us the hotel and where the car is parked; we open it without damage, and if the keys are lost we cut and program a replacement on site for most makes so you can keep traveling.',
    },
    heroImage: { scene: 'mainStreet', alt: 'Drawing of brick storefronts in Uptown Collinsville' },
    cityImage: { scene: 'parkland', alt: 'Drawing of the grassy earthen mounds at Cahokia Mounds' },
  },
  'granite-city-il': {
    intro:
      'Granite City grew up around its steel mill, and its neighborhoods of sturdy early-1900s homes, Lincoln Place among them, are a short drive from downtown St. Louis over the McKinley Bridge. We rekey and repair locks on older homes, service shop and industrial doors, and open cars for shift workers and for visitors to Horseshoe Lake.',
    neighborhoods: ['Downtown on Niedringhaus Avenue', 'Lincoln Place', 'Nameoki', 'State Street', 'Johnson Road'],
    landmarks: [
      'U.S. Steel Granite City Works',
      'Wilson Park',
      'Gateway Regional Medical Center',
      'Horseshoe Lake State Park',
      'Old Chain of Rocks Bridge (nearby)',
    ],
    approach: 'the McKinley Bridge, I-270 and Illinois Route 3',
    localFaq: {
      question: 'Do you service industrial and shop doors in Granite City?',
      answer:
        'Yes. We rekey and repair heavy-duty commercial locks, fit exit devices and panic bars, secure roll-up and dock doors with the right padlocks and hasps, and set up master keys for shifts and contractors. We can work between shifts so nothing is left unsecured.',
    },
    heroImage: { scene: 'industry', alt: 'Drawing of the steel works and stacks of Granite City' },
    cityImage: { scene: 'homes', alt: 'Drawing of early-1900s homes in Lincoln Place, Granite City' },
  },
} satisfies { readonly [Slug in CitySlug]?: CityCopy };
