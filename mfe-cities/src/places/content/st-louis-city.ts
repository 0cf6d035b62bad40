import type { CityCopy, CitySlug } from '../types';

export const stLouisCityContent = {
  'downtown-st-louis-mo': {
    intro:
      'Downtown St. Louis packs loft apartments, converted warehouses, hotels, offices and three big-league venues into the blocks between the riverfront and Jefferson Avenue. Locked out of a Washington Avenue loft, keys shut in the car in a game-day garage, or a storefront lock that jammed before opening: a mobile technician comes to you, and knows how the fob lobbies and freight entrances of the older warehouse conversions work.',
    neighborhoods: [
      'Washington Avenue Loft District',
      "Laclede's Landing",
      'Downtown West',
      'Cupples Station',
      'Columbus Square',
      'Grand Center Arts District',
    ],
    landmarks: [
      'Gateway Arch',
      'Busch Stadium and Ballpark Village',
      'Enterprise Center',
      'St. Louis Union Station',
      'City Museum',
      "America's Center Convention Complex",
      'Old Courthouse',
    ],
    approach: 'I-64 (US-40), I-44, I-55 and I-70, then Tucker Boulevard and Market Street',
    localFaq: {
      question: 'Can you get into a loft building with a door attendant or fob-only lobby?',
      answer:
        'Yes. Many Washington Avenue and Downtown West lofts have fob-controlled lobbies and keyed unit doors. Tell us the building when you call: we meet you at the entrance, check that you live there (ID or a lease showing the unit) and open the unit door without damage. If the building manager has to let us in, we can call them for you.',
    },
    heroImage: { scene: 'arch', alt: 'Drawing of the Gateway Arch over the downtown St. Louis riverfront' },
    cityImage: { scene: 'towers', alt: 'Drawing of downtown St. Louis office towers and loft buildings' },
  },
  'central-west-end-st-louis-mo': {
    intro:
      'The Central West End mixes grand private-street mansions, 1920s apartment buildings and medical-campus high-rises within a few blocks of Forest Park. That means century-old mortise locks on Portland Place doors, keyless entries in new Euclid Avenue apartments, and plenty of cars locked with the keys inside near the hospitals. We handle all three, day or night.',
    neighborhoods: [
      'Euclid Avenue and Maryland Plaza',
      'Portland and Westmoreland Places',
      'Washington Terrace',
      'DeBaliviere Place',
      'Skinker-DeBaliviere',
      'Visitation Park',
    ],
    landmarks: [
      'Cathedral Basilica of Saint Louis',
      'Forest Park',
      'Barnes-Jewish Hospital and the Washington University Medical Campus',
      'Chase Park Plaza',
      'World Chess Hall of Fame',
      'Central West End MetroLink station',
    ],
    approach: 'I-64 (US-40) at Kingshighway, then Lindell Boulevard and Forest Park Avenue',
    localFaq: {
      question: "I'm locked out of my car in a medical campus garage. Can you reach me there?",
      answer:
        'Yes. We open cars in the campus garages and on the streets around them. Tell us the garage and level when you call; where security has to clear us in, the technician waits at the entrance and calls you. Keep your parking ticket with you so you can leave straight afterwards.',
    },
    heroImage: { scene: 'towers', alt: 'Drawing of Central West End apartment towers beside the trees of Forest Park' },
    cityImage: { scene: 'homes', alt: 'Drawing of large brick homes on a Central West End private street' },
  },
} satisfies { readonly [Slug in CitySlug]?: CityCopy };
