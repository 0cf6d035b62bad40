import { FaqSection } from '@site-kit/brand/ui';
import type { PageProps } from '@site-kit/contract';
import { CallToAction } from '../components/CallToAction';
import { CityHero } from '../components/city/CityHero';
import { CityIntro } from '../components/city/CityIntro';
import { LocalArea } from '../components/city/LocalArea';
import { NearbyAreas } from '../components/city/NearbyAreas';
import { ServiceCategories } from '../components/city/ServiceCategories';
import { TrustTiles } from '../components/city/TrustTiles';
import { cityPageParams } from '../places/content';
import { cityFaqs } from '../places/faqs';

/** One city landing page; every word comes from the city's data. */
export default function CityPage({ slug }: PageProps<{ slug: string }>) {
  const city = cityPageParams(slug);
  if (!city) return null;
  return (
    <>
      <CityHero city={city} />
      <TrustTiles cityName={city.cityName} />
      <CityIntro city={city} />
      <ServiceCategories cityName={city.cityName} />
      <LocalArea city={city} />
      <NearbyAreas city={city} />
      <FaqSection
        id="city-faq-title"
        title={`${city.cityName} Locksmith FAQ`}
        items={cityFaqs(city)}
        group="city-faq"
        alt
      />
      <CallToAction
        placement="city-cta"
        title={`Need a Locksmith in ${city.cityName} Right Now?`}
        text={`Call and a technician is on the way. Lockouts, lost keys, rekeys and new locks anywhere in ${city.zipCodes.join(', ')}.`}
      />
    </>
  );
}
