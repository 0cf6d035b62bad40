/**
 * The directory of cities we serve: every city page's profile, the counties and the towns without a
 * page of their own. Cards, lists, links and routes read it; the pages' long copy lives in content/.
 */
import { citySlugs } from './slugs';
import type { CityProfile, CitySlug, County, OtherCity } from './types';

const missouri = { stateName: 'Missouri', stateAbbr: 'MO' } as const;
const illinois = { stateName: 'Illinois', stateAbbr: 'IL' } as const;

/** Keyed by slug, so the compiler insists on a profile for every city page. */
const profiles: { readonly [Slug in CitySlug]: Omit<CityProfile, 'slug'> } = {
  'maplewood-mo': {
    cityName: 'Maplewood',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.6125, longitude: -90.3246 },
    zipCodes: ['63143'],
    listed: true,
    summary:
      'Brick bungalows off Manchester Road and the Sutton Boulevard shops: old mortise locks rekeyed, deadbolts fitted, storefronts opened.',
  },
  'downtown-st-louis-mo': {
    cityName: 'Downtown St. Louis',
    within: 'St. Louis',
    ...missouri,
    county: 'City of St. Louis',
    geo: { latitude: 38.629, longitude: -90.195 },
    zipCodes: ['63101', '63102', '63103', '63108'],
    listed: true,
    summary:
      'Lofts on Washington Avenue, offices, hotels and game-day garages from the Arch to Union Station, answered around the clock.',
  },
  'central-west-end-st-louis-mo': {
    cityName: 'Central West End',
    within: 'St. Louis',
    ...missouri,
    county: 'City of St. Louis',
    geo: { latitude: 38.644, longitude: -90.258 },
    zipCodes: ['63108', '63112'],
    listed: true,
    summary:
      'Private-street mansions, Euclid Avenue apartments and the medical campus by Forest Park: vintage locks and garage car lockouts.',
  },
  'clayton-mo': {
    cityName: 'Clayton',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.6426, longitude: -90.3237 },
    zipCodes: ['63105', '63124', '63130'],
    listed: true,
    summary:
      'Office suites in the county seat after hours, and high-security locks for the historic homes of Brentmoor Park and Carrswold.',
  },
  'brentwood-mo': {
    cityName: 'Brentwood',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.6176, longitude: -90.3493 },
    zipCodes: ['63144'],
    listed: true,
    summary:
      'Parking-lot lockouts at the Brentwood Boulevard shopping centers, condo rekeys and storefront lock repairs.',
  },
  'richmond-heights-mo': {
    cityName: 'Richmond Heights',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.6287, longitude: -90.3196 },
    zipCodes: ['63117'],
    listed: true,
    summary:
      'Galleria and Boulevard garages, plus move-in rekeys for the 1920s to 1940s homes of Hampton Park and Lake Forest.',
  },
  'university-city-mo': {
    cityName: 'University City',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.6559, longitude: -90.309 },
    zipCodes: ['63130', '63132'],
    listed: true,
    summary:
      'Late nights on the Delmar Loop, student apartments that change hands every summer and brick homes in University Heights.',
  },
  'ladue-mo': {
    cityName: 'Ladue',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.6497, longitude: -90.3807 },
    zipCodes: ['63124', '63141'],
    listed: true,
    summary:
      'Restricted-key and smart locks for large homes on wooded lots, key fobs for late-model cars, discreet lockout help.',
  },
  'webster-groves-mo': {
    cityName: 'Webster Groves',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.5926, longitude: -90.3573 },
    zipCodes: ['63119'],
    listed: true,
    summary:
      'Victorian and Craftsman doors in Old Webster and Old Orchard: vintage hardware repaired, deadbolts fitted to suit.',
  },
  'kirkwood-mo': {
    cityName: 'Kirkwood',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.5834, longitude: -90.4068 },
    zipCodes: ['63122'],
    listed: true,
    summary:
      'Rekeys for new owners of older homes, sticking historic locks and early-morning storefront calls downtown by the train station.',
  },
  'chesterfield-mo': {
    cityName: 'Chesterfield',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.6631, longitude: -90.5771 },
    zipCodes: ['63005', '63017', '63141'],
    listed: true,
    summary:
      'Push-to-start key fobs, Chesterfield Valley offices and shops, and newer homes along Clarkson, Baxter and Kehrs Mill.',
  },
  'ballwin-mo': {
    cityName: 'Ballwin',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.595, longitude: -90.5462 },
    zipCodes: ['63011', '63021'],
    listed: true,
    summary:
      'Family subdivisions and townhomes off Manchester Road: whole-house rekeys to one key, home and pool-lot car lockouts.',
  },
  'creve-coeur-mo': {
    cityName: 'Creve Coeur',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.6609, longitude: -90.4226 },
    zipCodes: ['63141', '63146'],
    listed: true,
    summary:
      'Clinics and offices along New Ballas and Olive: rekeys after staff changes, master keys, hospital-garage car lockouts.',
  },
  'maryland-heights-mo': {
    cityName: 'Maryland Heights',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.7131, longitude: -90.4298 },
    zipCodes: ['63043', '63146'],
    listed: true,
    summary:
      'Concert-night lockouts, Westport hotels and offices, and Riverport warehouses that need doors rekeyed between shifts.',
  },
  'florissant-mo': {
    cityName: 'Florissant',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.7892, longitude: -90.3223 },
    zipCodes: ['63031', '63032', '63033', '63034'],
    listed: true,
    summary:
      'From French colonial Old Town to the brick ranches along Lindbergh: worn 1960s locks replaced, new owners rekeyed.',
  },
  'hazelwood-mo': {
    cityName: 'Hazelwood',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.7714, longitude: -90.3709 },
    zipCodes: ['63042'],
    listed: true,
    summary:
      'Subdivisions, apartments and the distribution centers by the airport: home lockouts, renter rekeys and dock-door locks.',
  },
  'affton-mo': {
    cityName: 'Affton',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.5506, longitude: -90.3332 },
    zipCodes: ['63123'],
    listed: true,
    summary:
      'Postwar brick homes along Gravois near Grant\u2019s Farm: decades-old locks rekeyed, knob sets and deadbolts replaced.',
  },
  'arnold-mo': {
    cityName: 'Arnold',
    ...missouri,
    county: 'Jefferson County',
    geo: { latitude: 38.4328, longitude: -90.3776 },
    zipCodes: ['63010'],
    listed: true,
    summary:
      'Across the Meramec on I-55: car lockouts and lost keys for commuters, move-in rekeys off Jeffco Boulevard and Tenbrook Road.',
  },
  'shrewsbury-mo': {
    cityName: 'Shrewsbury',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.5903, longitude: -90.3365 },
    zipCodes: ['63119'],
    listed: true,
    summary:
      'A small city right on I-44: quick home lockouts, lock changes for new owners and park-and-ride car lockouts.',
  },
  'belleville-il': {
    cityName: 'Belleville',
    ...illinois,
    county: 'St. Clair County',
    geo: { latitude: 38.5201, longitude: -89.984 },
    zipCodes: ['62220', '62221', '62223', '62226'],
    listed: true,
    summary:
      'Historic brick homes around the Public Square, military families near Scott AFB and lockouts along Route 159.',
  },
  'st-charles-mo': {
    cityName: 'St. Charles',
    ...missouri,
    county: 'St. Charles County',
    geo: { latitude: 38.7881, longitude: -90.4974 },
    zipCodes: ['63301', '63303', '63304'],
    listed: false,
    summary:
      'Historic South Main and Frenchtown doors handled with care, plus newer subdivisions and I-70 car lockouts.',
  },
  'st-peters-mo': {
    cityName: 'St. Peters',
    ...missouri,
    county: 'St. Charles County',
    geo: { latitude: 38.7875, longitude: -90.6298 },
    zipCodes: ['63376'],
    listed: false,
    summary:
      'Mid Rivers Mall, the Rec-Plex and 370 Lakeside Park lots, and rekeys for the subdivisions along I-70 and Route 370.',
  },
  'ofallon-mo': {
    cityName: "O'Fallon",
    ...missouri,
    county: 'St. Charles County',
    geo: { latitude: 38.8106, longitude: -90.6998 },
    zipCodes: ['63366', '63368'],
    listed: false,
    summary:
      'New builds in WingHaven and off Highway K rekeyed from construction keys, smart locks and commuter key fobs.',
  },
  'ofallon-il': {
    cityName: "O'Fallon",
    ...illinois,
    county: 'St. Clair County',
    geo: { latitude: 38.5923, longitude: -89.9112 },
    zipCodes: ['62269'],
    listed: false,
    summary:
      'Move-in rekeys for military families near Scott AFB, smart locks and car lockouts along I-64 and Route 50.',
  },
  'fairview-heights-il': {
    cityName: 'Fairview Heights',
    ...illinois,
    county: 'St. Clair County',
    geo: { latitude: 38.5889, longitude: -89.9904 },
    zipCodes: ['62208'],
    listed: false,
    summary:
      'St. Clair Square and the Route 159 stores: mall-lot lockouts, storefront locks before opening and home rekeys.',
  },
  'collinsville-il': {
    cityName: 'Collinsville',
    ...illinois,
    county: 'Madison County',
    geo: { latitude: 38.6703, longitude: -89.9845 },
    zipCodes: ['62234'],
    listed: false,
    summary:
      'Interstate hotels by the Gateway Center, Uptown storefronts on Main Street and homes on the bluffs above Cahokia Mounds.',
  },
  'granite-city-il': {
    cityName: 'Granite City',
    ...illinois,
    county: 'Madison County',
    geo: { latitude: 38.7014, longitude: -90.1487 },
    zipCodes: ['62040'],
    listed: false,
    summary:
      'Just over the McKinley Bridge: early-1900s homes in Lincoln Place, shop and industrial doors, shift-worker lockouts.',
  },
  'ferguson-mo': {
    cityName: 'Ferguson',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.7442, longitude: -90.3054 },
    zipCodes: ['63135'],
    listed: false,
    summary:
      'Older brick and frame homes around downtown Florissant Road: lost keys replaced, worn deadbolts swapped, lockouts opened.',
  },
  'st-ann-mo': {
    cityName: 'St. Ann',
    ...missouri,
    county: 'St. Louis County',
    geo: { latitude: 38.7273, longitude: -90.3832 },
    zipCodes: ['63074'],
    listed: false,
    summary:
      'Next to Lambert Airport: travelers\u2019 lost car keys, postwar homes with original hardware and offices at the Crossings.',
  },
};

export const profileOf = (slug: CitySlug): CityProfile => ({ slug, ...profiles[slug] });

/** Profiles in slug order (the spec's 20 first). */
export const cities: readonly CityProfile[] = citySlugs.map(profileOf);

/** The spec's 20 listed cities: the cards on /service-areas and the home list. */
export const listedCities: readonly CityProfile[] = cities.filter((city) => city.listed);

export const cityPath = (slug: CitySlug): string => `/locksmith-${slug}`;

export const cityBySlug = (slug: string): CityProfile | undefined => cities.find((city) => city.slug === slug);

/** The parent city when the page's own name does not already say it ('St. Louis' for the Central West End). */
const parentCity = (city: CityProfile): string | undefined =>
  city.within && !city.cityName.includes(city.within) ? city.within : undefined;

/** 'Clayton, MO', "O'Fallon, IL", 'Central West End, St. Louis': unique, for breadcrumbs and card headings. */
export const cityLabel = (city: CityProfile): string => `${city.cityName}, ${parentCity(city) ?? city.stateAbbr}`;

/** 'Central West End, St. Louis, MO', 'Downtown St. Louis, MO', 'Clayton, MO'. */
export const placeName = (city: CityProfile): string =>
  [city.cityName, parentCity(city), city.stateAbbr].filter(Boolean).join(', ');

/** The six Missouri and six Illinois counties we cover. */
export const counties: readonly County[] = [
  { name: 'City of St. Louis', stateAbbr: 'MO' },
  { name: 'St. Louis County', stateAbbr: 'MO' },
  { name: 'St. Charles County', stateAbbr: 'MO' },
  { name: 'Jefferson County', stateAbbr: 'MO' },
  { name: 'Franklin County', stateAbbr: 'MO' },
  { name: 'Warren County', stateAbbr: 'MO' },
  { name: 'St. Clair County', stateAbbr: 'IL' },
  { name: 'Madison County', stateAbbr: 'IL' },
  { name: 'Monroe County', stateAbbr: 'IL' },
  { name: 'Clinton County', stateAbbr: 'IL' },
  { name: 'Jersey County', stateAbbr: 'IL' },
  { name: 'Macoupin County', stateAbbr: 'IL' },
];

/** The home section's "extra coverage within the radius" (spec: home page, service areas). */
export const extendedCoverage: readonly County[] = [
  { name: 'St. Charles County', stateAbbr: 'MO' },
  { name: 'Jefferson County', stateAbbr: 'MO' },
  { name: 'Franklin County', stateAbbr: 'MO' },
  { name: 'Warren County', stateAbbr: 'MO' },
  { name: 'Madison County', stateAbbr: 'IL' },
  { name: 'Monroe County', stateAbbr: 'IL' },
];

/** Towns we serve without a page of their own. */
export const otherCities: readonly OtherCity[] = [
  { name: 'Town and Country', stateAbbr: 'MO', geo: { latitude: 38.6123, longitude: -90.4632 } },
  { name: 'Des Peres', stateAbbr: 'MO', geo: { latitude: 38.6009, longitude: -90.4329 } },
  { name: 'Manchester', stateAbbr: 'MO', geo: { latitude: 38.597, longitude: -90.5093 } },
  { name: 'Frontenac', stateAbbr: 'MO', geo: { latitude: 38.6356, longitude: -90.4151 } },
  { name: 'Olivette', stateAbbr: 'MO', geo: { latitude: 38.6653, longitude: -90.3754 } },
  { name: 'Overland', stateAbbr: 'MO', geo: { latitude: 38.7012, longitude: -90.3624 } },
  { name: 'Bridgeton', stateAbbr: 'MO', geo: { latitude: 38.7506, longitude: -90.4115 } },
  { name: 'Crestwood', stateAbbr: 'MO', geo: { latitude: 38.557, longitude: -90.3818 } },
  { name: 'Sunset Hills', stateAbbr: 'MO', geo: { latitude: 38.5389, longitude: -90.4074 } },
  { name: 'Fenton', stateAbbr: 'MO', geo: { latitude: 38.5131, longitude: -90.436 } },
  { name: 'Mehlville', stateAbbr: 'MO', geo: { latitude: 38.5084, longitude: -90.3226 } },
  { name: 'Oakville', stateAbbr: 'MO', geo: { latitude: 38.47, longitude: -90.3046 } },
  { name: 'Wildwood', stateAbbr: 'MO', geo: { latitude: 38.5828, longitude: -90.6629 } },
  { name: 'Wentzville', stateAbbr: 'MO', geo: { latitude: 38.8114, longitude: -90.8529 } },
  { name: 'Festus', stateAbbr: 'MO', geo: { latitude: 38.2206, longitude: -90.3959 } },
  { name: 'Pacific', stateAbbr: 'MO', geo: { latitude: 38.482, longitude: -90.7415 } },
  { name: 'Edwardsville', stateAbbr: 'IL', geo: { latitude: 38.8114, longitude: -89.9532 } },
  { name: 'Alton', stateAbbr: 'IL', geo: { latitude: 38.8906, longitude: -90.1843 } },
  { name: 'Swansea', stateAbbr: 'IL', geo: { latitude: 38.5342, longitude: -89.989 } },
  { name: 'Shiloh', stateAbbr: 'IL', geo: { latitude: 38.5614, longitude: -89.8973 } },
  { name: 'Columbia', stateAbbr: 'IL', geo: { latitude: 38.4437, longitude: -90.2012 } },
  { name: 'Waterloo', stateAbbr: 'IL', geo: { latitude: 38.3359, longitude: -90.1498 } },
];
