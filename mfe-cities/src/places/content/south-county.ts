import { claims } from '@site-kit/brand';
import type { CityCopy, CitySlug } from '../types';

export const southCountyContent = {
  'webster-groves-mo': {
    intro:
      'Webster Groves, the Queen of the Suburbs, is known for its Victorian and Craftsman homes, the walkable business districts of Old Webster and Old Orchard, and Webster University at its center. Historic houses here often keep their original doors and hardware, so we repair and rekey vintage locks carefully and add modern deadbolts that fit the door rather than fight it.',
    neighborhoods: ['Old Webster', 'Old Orchard', 'Tuxedo Park', 'Webster Park', 'North Webster'],
    landmarks: [
      'Webster University',
      'Eden Theological Seminary',
      'Blackburn Park',
      'Hawken House',
      'Webster Groves Recreation Complex',
    ],
    approach: 'I-44, then Big Bend Boulevard, Lockwood Avenue and Elm Avenue',
    localFaq: {
      question: 'Can you add a deadbolt to an original Victorian door without ruining it?',
      answer:
        "Yes. We check the door's thickness, stile width and condition first, then choose a deadbolt or mortise cylinder that fits without weakening the wood. Where a standard bore won't fit, narrow-backset and surface-mounted locks look right on an older Webster Groves home.",
    },
    heroImage: { scene: 'homes', alt: 'Drawing of Victorian homes with porches in Webster Groves' },
    cityImage: { scene: 'campus', alt: 'Drawing of a Webster University building and lawn' },
  },
  'kirkwood-mo': {
    intro:
      'Kirkwood blends a classic railroad-town downtown, with its 1893 train station and a farmers market that runs most of the year, and neighborhoods of older homes on big shady lots. We rekey houses for new owners, fix sticking locks on historic front doors and help downtown shops and restaurants with commercial hardware before the morning rush.',
    neighborhoods: [
      'Downtown Kirkwood',
      'Meacham Park',
      'Argonne Drive and Kirkwood Road',
      'Geyer Road',
      'North Kirkwood along Manchester Road',
    ],
    landmarks: [
      'Kirkwood Train Station',
      'Kirkwood Farmers Market',
      'Kirkwood Park',
      'The Magic House, St. Louis Children\u2019s Museum',
      'Powder Valley Conservation Nature Center',
      'Kirkwood Performing Arts Center',
    ],
    approach: 'I-44 and I-270, then Kirkwood Road (Lindbergh Boulevard) and Manchester Road',
    localFaq: {
      question: 'Do you work for the businesses in downtown Kirkwood?',
      answer:
        'Yes. We repair and rekey storefront locks, install panic bars and exit devices and set up master-key systems so managers and staff carry only the keys they need. We can work before opening or after closing, so customers never meet a locked door.',
    },
    heroImage: { scene: 'mainStreet', alt: 'Drawing of the Kirkwood train station and downtown storefronts' },
    cityImage: { scene: 'homes', alt: 'Drawing of older Kirkwood homes on shady lots' },
  },
  'shrewsbury-mo': {
    intro:
      'Shrewsbury is a small, close-knit city of brick bungalows and postwar homes between Webster Groves and south St. Louis, with the Kenrick-Glennon Seminary grounds and a MetroLink station at its edge. Because everything is close to I-44, most calls here are quick ones: home lockouts, lock changes for new owners and commuters locked out at the park-and-ride.',
    neighborhoods: ['Shrewsbury Avenue', 'Murdoch Avenue', 'Weil Avenue', 'Lansdowne Avenue', 'River des Peres edge'],
    landmarks: [
      'Kenrick-Glennon Seminary',
      'Shrewsbury-Lansdowne I-44 MetroLink station',
      'Shrewsbury City Park',
      'River des Peres Greenway',
    ],
    approach: 'I-44 at Shrewsbury Avenue and Watson Road',
    localFaq: {
      question: 'I locked my keys in the car at the Shrewsbury MetroLink park-and-ride. What now?',
      answer:
        "Call us from the lot and say where you're parked. The station is right on I-44, so it is one of our quicker calls. We open the car without damage; if the keys are lost rather than locked inside, we cut and program a replacement on site for most vehicles.",
    },
    heroImage: { scene: 'homes', alt: 'Drawing of brick bungalows in Shrewsbury' },
    cityImage: { scene: 'parkland', alt: 'Drawing of the wooded seminary grounds at the edge of Shrewsbury' },
  },
  'affton-mo': {
    intro:
      "Affton is an unincorporated south county community of brick homes from the 1940s and 1950s, strung along Gravois Road and next door to Grant's Farm. Many houses have had the same locks for decades, so rekeying after a move, replacing worn knob sets and adding deadbolts are the usual jobs, along with car lockouts at the shops along Gravois.",
    neighborhoods: ['Gravois Road corridor', 'Heege Road', 'Mackenzie Road', 'Weber Road', 'Grantwood Village'],
    landmarks: [
      "Grant's Farm",
      'Oakland House',
      'Affton White-Rodgers Community Center',
      "Grant's Trail",
      'Affton High School',
    ],
    approach: 'I-44 and I-55, then Gravois Road (Route 30) and Mackenzie Road',
    localFaq: {
      question: 'Affton is unincorporated. Do you still cover it the same way?',
      answer: `Yes. Affton is served by St. Louis County rather than a city government, but that makes no difference to us: every street in 63123, from Gravois Road to Grantwood Village, gets the same ${claims.responseMinutes}-minute response target and the same upfront prices as the rest of the area.`,
    },
    heroImage: { scene: 'homes', alt: 'Drawing of postwar brick homes in Affton' },
    cityImage: { scene: 'parkland', alt: "Drawing of the rolling grounds near Grant's Farm" },
  },
  'arnold-mo': {
    intro:
      'Arnold is the first city across the Meramec River in Jefferson County, with subdivisions off Jeffco Boulevard and Tenbrook Road, shops along I-55 and a big city park and recreation center. Commuters on I-55 make car lockouts and lost keys common calls, and new homeowners rekey before they move in.',
    neighborhoods: [
      'Jeffco Boulevard',
      'Tenbrook Road',
      'Old Lemay Ferry Road',
      'Missouri State Road',
      'Telegraph Road',
    ],
    landmarks: [
      'Arnold Recreation Center',
      'Arnold City Park',
      'Ferd B. Lang Park',
      'Arnold Golf Club',
      'Arnold Farmers Market',
      'Meramec River',
    ],
    approach: 'I-55, then Jeffco Boulevard (US-61/67) and Telegraph Road',
    localFaq: {
      question: 'Do you cover the rest of Jefferson County beyond Arnold?',
      answer: `Yes. Jefferson County is part of our coverage within ${claims.serviceRadiusMiles} miles: Imperial, Barnhart, Festus and Hillsboro included. Calls farther south can take a little longer than in Arnold, so the dispatcher gives you an honest arrival time when you call.`,
    },
    heroImage: { scene: 'riverfront', alt: 'Drawing of the Meramec River with Arnold on its south bank' },
    cityImage: { scene: 'homes', alt: 'Drawing of a suburban Arnold subdivision' },
  },
} satisfies { readonly [Slug in CitySlug]?: CityCopy };
