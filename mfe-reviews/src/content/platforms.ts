import { business } from '@site-kit/brand';

export type ReviewPlatformId = keyof typeof business.reviewPlatforms;

export interface ReviewPlatform {
  id: ReviewPlatformId;
  /** The platform's name as visitors know it. */
  name: string;
  url: string;
}

/** In the order the spec's error message names them: Google, Yelp, Facebook. */
export const reviewPlatforms: readonly ReviewPlatform[] = [
  { id: 'google', name: 'Google', url: business.reviewPlatforms.google },
  { id: 'yelp', name: 'Yelp', url: business.reviewPlatforms.yelp },
  { id: 'facebook', name: 'Facebook', url: business.reviewPlatforms.facebook },
];

export const platformName = (id: ReviewPlatformId): string =>
  reviewPlatforms.find((platform) => platform.id === id)?.name ?? id;
