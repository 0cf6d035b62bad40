import type { CityCopy, CitySlug } from '../types';

export const northCountyContent = {
  'florissant-mo': {
    intro:
      'Florissant is one of the oldest towns west of the Mississippi, with French colonial roots in Old Town and decades of brick ranch homes and subdivisions spreading out along Lindbergh and New Halls Ferry. We rekey homes for new owners, replace worn deadbolts on 1950s and 1960s houses and handle car lockouts at the shopping centers along Lindbergh.',
    neighborhoods: [
      'Old Town Florissant',
      'Rue St. Francois',
      'Cross Keys',
      'Parker Road',
      'New Halls Ferry Road',
      'North Lindbergh corridor',
    ],
    landmarks: [
      'Old St. Ferdinand Shrine',
      'James J. Eagan Civic Center',
      'Taille de Noyer house',
      'St. Ferdinand Park',
      'Sioux Passage Park',
    ],
    approach: 'I-270, Lindbergh Boulevard, New Halls Ferry Road and Highway 367',
    localFaq: {
      question: 'Our Florissant ranch still has its original 1960s locks. Is it time to replace them?',
      answer:
        'Often, yes. Locks that old are usually worn, easy to bump and keyed to keys that have circulated for decades. We check each door: sound locks can be rekeyed, worn ones replaced with a Grade 1 or Grade 2 deadbolt and matching knob set, all keyed alike.',
    },
    heroImage: { scene: 'mainStreet', alt: 'Drawing of historic buildings on Rue St. Francois in Old Town Florissant' },
    cityImage: { scene: 'homes', alt: 'Drawing of brick ranch homes in a Florissant subdivision' },
  },
  'hazelwood-mo': {
    intro:
      'Hazelwood sits along I-270 just north of Lambert Airport: 1960s and 1970s subdivisions, apartment communities, and the warehouses and distribution centers that serve the airport and the interstates. Home lockouts, rekeys for new renters and dock and office doors at the industrial parks make up most of our work here.',
    neighborhoods: ['Howdershell Road', 'Teson Road', 'Dunn Road', 'North Lindbergh Boulevard', 'Elm Grove Lane'],
    landmarks: [
      'White Birch Park and the Hazelwood Civic Center',
      'White Birch Bay Aquatic Center',
      'Howdershell Park',
      'Truman Park',
      'St. Louis Lambert International Airport',
    ],
    approach: 'I-270, Lindbergh Boulevard (US-67) and Howdershell Road',
    localFaq: {
      question: 'Do you work on warehouse and loading-dock locks in Hazelwood?',
      answer:
        'Yes. We repair and rekey commercial door hardware, fit dock doors with padlocks and hasps rated for the job, install panic bars on exit doors and set up master-key systems so supervisors and staff carry only what they need. We can come between shifts so the building stays secure.',
    },
    heroImage: { scene: 'industry', alt: 'Drawing of distribution warehouses near the airport in Hazelwood' },
    cityImage: { scene: 'homes', alt: 'Drawing of 1960s ranch homes in a Hazelwood subdivision' },
  },
  'ferguson-mo': {
    intro:
      'Ferguson is a north county city of tree-lined streets and older brick and frame homes, with a walkable downtown along South Florissant Road, a popular Saturday farmers market and the Florissant Valley community college campus. We replace lost keys, rekey and repair older locks, swap worn deadbolts and open cars and homes across 63135.',
    neighborhoods: [
      'Downtown Ferguson on South Florissant Road',
      'North Florissant Road',
      'Airport Road',
      'Pershall Road',
      'Streets around January-Wabash Park',
    ],
    landmarks: [
      'January-Wabash Park',
      'Ferguson Farmers Market',
      'St. Louis Community College-Florissant Valley',
      'Ferguson Municipal Public Library',
    ],
    approach: 'I-270 and I-70, then Florissant Road',
    localFaq: {
      question: 'Can you replace a lost house key in Ferguson without replacing the locks?',
      answer:
        'Usually, yes. If you still have one key, we cut copies on site. If every key is gone, we decode the lock and cut a new key to it, or rekey it so the lost keys stop working. Replacing the lock is only needed when it is worn or damaged.',
    },
    heroImage: { scene: 'mainStreet', alt: 'Drawing of the downtown Ferguson storefronts on Florissant Road' },
    cityImage: { scene: 'homes', alt: 'Drawing of older frame homes on a tree-lined Ferguson street' },
  },
  'st-ann-mo': {
    intro:
      'St. Ann is a compact north county city just west of Lambert Airport, built up in the 1940s and 1950s with modest brick homes and anchored by the redeveloped Crossings at Northwest on St. Charles Rock Road. Travelers back from a trip without their car keys, homeowners replacing original hardware and offices at the Crossings make up our St. Ann calls.',
    neighborhoods: ['St. Charles Rock Road corridor', 'Ashby Road', 'Cypress Road', 'Edmundson Road'],
    landmarks: [
      'The Crossings at Northwest',
      'Tiemeyer Park',
      'St. Ann Community Center',
      'St. Ann Golf Course',
      'Mary Ridge Park',
    ],
    approach: 'I-70, I-270 and St. Charles Rock Road',
    localFaq: {
      question: 'I just flew into Lambert and my car keys are missing. Can you meet me at the car?',
      answer:
        'Yes. St. Ann is right next to the airport. Whether the car is in an off-airport lot or at home, we meet you there, open it and cut and program a new key on site for most makes. Bring ID and the registration or title so we can confirm ownership.',
    },
    heroImage: { scene: 'homes', alt: 'Drawing of postwar brick homes in St. Ann' },
    cityImage: { scene: 'towers', alt: 'Drawing of the office tower at the Crossings at Northwest' },
  },
} satisfies { readonly [Slug in CitySlug]?: CityCopy };
