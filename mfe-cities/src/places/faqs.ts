/** The four questions on every city page, answered with that city's own facts. */
import { business, claims, discountCondition, discountLine, listText, paymentMethodsText } from '@site-kit/brand';
import { placeName } from './directory';
import { milesFromBase } from './geo';
import type { CityPageParams, Faq } from './types';

/** 'a mile or two', 'about 14 miles'. */
export const distanceText = (miles: number): string => (miles < 2 ? 'a mile or two' : `about ${miles} miles`);

export function cityFaqs(city: CityPageParams): Faq[] {
  const place = placeName(city);
  const miles = milesFromBase(city.geo);
  return [
    {
      question: `How fast can a locksmith get to me in ${city.cityName}?`,
      answer: `${place} is ${distanceText(miles)} from our ${business.address.city} base, well inside our ${claims.serviceRadiusMiles}-mile service area. Our technicians are already on the road and come in by ${city.approach}. We aim to be with you in about ${claims.responseMinutes} minutes, and the dispatcher tells you an honest arrival time before you hang up.`,
    },
    {
      question: `Which ${city.cityName} zip codes and neighborhoods do you cover?`,
      answer: `All of ${city.cityName}: zip ${city.zipCodes.length > 1 ? 'codes' : 'code'} ${listText(city.zipCodes)}, including ${listText(city.neighborhoods.slice(0, 3))}, and everywhere around ${city.landmarks[0]}. If you are just outside, call anyway: we cover ${claims.citiesServed}+ cities across Missouri and Illinois.`,
    },
    {
      question: `What does a locksmith cost in ${city.cityName}?`,
      answer: `You get an upfront price on the phone before anyone is dispatched to ${place}, with no hidden fees. ${discountLine}. ${discountCondition} Payment options: ${paymentMethodsText}.`,
    },
    city.localFaq,
  ];
}
