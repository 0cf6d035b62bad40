import { formatIsoDate } from '@site-kit/brand';
import type { ReviewPlatformId } from './platforms';

export type StarCount = 1 | 2 | 3 | 4 | 5;

/** A customer review shown on the site as written (spec entity "Testimonial"). */
export interface Testimonial {
  name: string;
  rating: StarCount;
  text: string;
  platform: ReviewPlatformId;
  /** ISO date (YYYY-MM-DD) the review was posted. */
  date: string;
  /** The platform confirmed the reviewer as a customer. */
  verified: boolean;
}

export const MAX_STARS = 5;

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Marcus T.',
    rating: 5,
    text: 'Locked my keys in the car at a gas station on Gravois after midnight. The technician was friendly, had the door open in a couple of minutes and did not leave a scratch. The price was exactly what they quoted on the phone.',
    platform: 'google',
    date: '2025-03-14',
    verified: true,
  },
  {
    name: 'Jennifer L.',
    rating: 5,
    text: 'We bought a house in Kirkwood and had every lock rekeyed the day we moved in. He explained the options, gave us a price per lock before starting and finished in under an hour. Five new keys that open everything.',
    platform: 'yelp',
    date: '2025-02-02',
    verified: true,
  },
  {
    name: 'Dave R.',
    rating: 5,
    text: 'Our office door lock failed on a Monday morning with the whole staff outside. They came out fast, replaced the cylinder with a commercial grade one and had us inside before our first client arrived.',
    platform: 'google',
    date: '2025-01-21',
    verified: true,
  },
  {
    name: 'Alicia M.',
    rating: 5,
    text: 'Lost the only fob for my Honda. The dealership wanted a week and a lot of money. The locksmith came to my apartment in Clayton, cut a new key and programmed two fobs in the parking lot the same afternoon.',
    platform: 'facebook',
    date: '2024-12-09',
    verified: true,
  },
  {
    name: 'Robert K.',
    rating: 4,
    text: 'My key snapped off in the front door lock on a cold Sunday. The technician extracted the broken piece without damaging the lock and cut me a new key on the spot. Took a little longer than I hoped, but he kept me updated the whole time.',
    platform: 'yelp',
    date: '2024-11-17',
    verified: false,
  },
  {
    name: 'Sandra P.',
    rating: 5,
    text: 'Locked out of my house in Florissant with dinner on the stove. The dispatcher stayed calm, the locksmith arrived quickly, checked my ID and got me in without drilling anything. I keep their number in my phone now.',
    platform: 'google',
    date: '2024-10-05',
    verified: true,
  },
];

/** '2025-03-14' → 'March 14, 2025' (site-kit's locale-free formatter). */
export const formatReviewDate = (isoDate: string): string => formatIsoDate(isoDate);
