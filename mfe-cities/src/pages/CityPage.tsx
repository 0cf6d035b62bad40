import { business, type PageProps } from 'site-kit';
import { cityBySlug } from '../data/cities';

export default function CityPage({ slug }: PageProps<{ slug: string }>) {
  const city = cityBySlug(slug);
  if (!city) return null;
  return (
    <article>
      <h1>
        Locksmith in {city.cityName}, {city.stateAbbr}
      </h1>
      <p>Zip codes: {city.zipCodes.join(', ')}</p>
      <a href={business.phone.href}>Call {business.phone.display}</a>
    </article>
  );
}
