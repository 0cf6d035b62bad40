/**
 * Each city page's title and description: small, so the route table can carry them without
 * importing the pages' long copy (content/).
 */
import { claims } from '@site-kit/brand';
import type { CityMeta, CitySlug } from './types';

export const cityMeta: { readonly [Slug in CitySlug]: CityMeta } = {
  'maplewood-mo': {
    metaTitle: 'Maplewood, MO Locksmith: Rekeys, Deadbolts, Lockouts',
    metaDescription: `Maplewood, MO locksmith for bungalows off Manchester Road and Sutton Boulevard shops: old mortise locks rekeyed, deadbolts fitted, lockouts in ~${claims.responseMinutes} min.`,
  },
  'downtown-st-louis-mo': {
    metaTitle: 'Downtown St. Louis Locksmith: Lofts, Offices & Cars',
    metaDescription: `24/7 mobile locksmith for downtown St. Louis lofts, offices, hotels and garages, from the Arch to Union Station. Lockouts reached in about ${claims.responseMinutes} minutes.`,
  },
  'central-west-end-st-louis-mo': {
    metaTitle: 'Central West End Locksmith: Homes, Condos & Cars',
    metaDescription: `Locksmith in the Central West End, St. Louis: vintage mortise locks, apartment rekeys and car lockouts by Forest Park and the medical campus, 24/7.`,
  },
  'clayton-mo': {
    metaTitle: 'Clayton, MO Locksmith: Offices & Historic Homes 24/7',
    metaDescription: `Clayton, MO locksmith for downtown office suites after hours and the historic homes of Brentmoor Park and Carrswold. Rekeys, master keys, lockouts, 24/7.`,
  },
  'brentwood-mo': {
    metaTitle: 'Brentwood, MO Locksmith: Car Lockouts & Condo Rekeys',
    metaDescription: `Brentwood, MO locksmith: car lockouts at the Brentwood Boulevard shopping centers, condo and apartment rekeys, storefront lock repair. Open 24/7.`,
  },
  'richmond-heights-mo': {
    metaTitle: 'Richmond Heights, MO Locksmith: Homes, Cars, Shops',
    metaDescription: `Richmond Heights, MO locksmith: Galleria and Boulevard car lockouts, move-in rekeys for Hampton Park and Lake Forest homes, retail lock work. 24/7.`,
  },
  'university-city-mo': {
    metaTitle: 'University City Locksmith: Delmar Loop & Apartments',
    metaDescription: `University City, MO locksmith for the Delmar Loop, student apartments and brick homes in University Heights: rekeys, key copies and late-night lockouts, 24/7.`,
  },
  'ladue-mo': {
    metaTitle: 'Ladue, MO Locksmith: High-Security & Smart Locks',
    metaDescription: `Ladue, MO locksmith: restricted-key and smart locks for larger homes, key fob programming for late-model cars, discreet 24/7 lockout help across 63124 and 63141.`,
  },
  'webster-groves-mo': {
    metaTitle: 'Webster Groves Locksmith: Historic Homes & Lockouts',
    metaDescription: `Webster Groves, MO locksmith for Victorian and Craftsman homes in Old Webster and Old Orchard: vintage locks repaired, deadbolts fitted, lockouts 24/7.`,
  },
  'kirkwood-mo': {
    metaTitle: 'Kirkwood, MO Locksmith: Homes & Downtown Businesses',
    metaDescription: `Kirkwood, MO locksmith: rekeys for new owners of older homes, sticking historic locks fixed and downtown storefronts served before opening. 24/7 in 63122.`,
  },
  'chesterfield-mo': {
    metaTitle: 'Chesterfield, MO Locksmith: Key Fobs, Homes, Offices',
    metaDescription: `Chesterfield, MO locksmith: push-to-start key fobs programmed on site, Chesterfield Valley offices and shops, home lockouts and rekeys. About ${claims.responseMinutes} minutes, 24/7.`,
  },
  'ballwin-mo': {
    metaTitle: 'Ballwin, MO Locksmith: Whole-House Rekeys & Lockouts',
    metaDescription: `Ballwin, MO locksmith for family subdivisions and townhomes off Manchester Road: every door rekeyed to one key, home and car lockouts answered 24/7.`,
  },
  'creve-coeur-mo': {
    metaTitle: 'Creve Coeur, MO Locksmith: Clinics, Offices & Cars',
    metaDescription: `Creve Coeur, MO locksmith for clinics and offices along New Ballas and Olive: rekeys after staff changes, master keys, hospital-garage car lockouts. 24/7.`,
  },
  'maryland-heights-mo': {
    metaTitle: 'Maryland Heights Locksmith: Events, Hotels, Warehouses',
    metaDescription: `Maryland Heights, MO locksmith: concert and casino car lockouts, Westport hotels and offices, Riverport warehouse rekeys. 24/7 off I-270 in 63043 and 63146.`,
  },
  'florissant-mo': {
    metaTitle: 'Florissant, MO Locksmith: Rekeys, Upgrades, Lockouts',
    metaDescription: `Florissant, MO locksmith from Old Town to the brick ranches along Lindbergh: worn 1960s locks replaced, new owners rekeyed, lockouts answered 24/7 in 63031-63034.`,
  },
  'hazelwood-mo': {
    metaTitle: 'Hazelwood, MO Locksmith: Homes, Rentals & Warehouses',
    metaDescription: `Hazelwood, MO locksmith by Lambert Airport: home lockouts, rekeys for new renters, and loading-dock and office locks for distribution centers. 24/7 in 63042.`,
  },
  'affton-mo': {
    metaTitle: 'Affton, MO Locksmith: Rekeys, Deadbolts, Lockouts',
    metaDescription: `Affton, MO locksmith for postwar brick homes along Gravois Road near Grant's Farm: decades-old locks rekeyed, deadbolts replaced, lockouts answered 24/7 in 63123.`,
  },
  'arnold-mo': {
    metaTitle: 'Arnold, MO Locksmith: Car Keys, Lockouts & Rekeys',
    metaDescription: `Arnold, MO locksmith across the Meramec on I-55: car lockouts and lost keys for commuters, move-in rekeys off Jeffco Boulevard and Tenbrook Road, 24/7.`,
  },
  'shrewsbury-mo': {
    metaTitle: 'Shrewsbury, MO Locksmith: Fast Home & Car Lockouts',
    metaDescription: `Shrewsbury, MO locksmith right off I-44: home lockouts, lock changes for new owners and car lockouts at the MetroLink park-and-ride, around the clock.`,
  },
  'belleville-il': {
    metaTitle: 'Belleville, IL Locksmith: Historic Homes & Scott AFB',
    metaDescription: `Belleville, IL locksmith: historic brick homes near the Public Square, move-in rekeys for military families, car lockouts on Route 159. Same prices as Missouri, 24/7.`,
  },
  'st-charles-mo': {
    metaTitle: 'St. Charles, MO Locksmith: Historic Main St & Homes',
    metaDescription: `St. Charles, MO locksmith: historic South Main and Frenchtown locks handled with care, newer homes rekeyed, I-70 and Katy Trail car lockouts. 24/7.`,
  },
  'st-peters-mo': {
    metaTitle: 'St. Peters, MO Locksmith: Lockouts & Move-In Rekeys',
    metaDescription: `St. Peters, MO locksmith: car lockouts at Mid Rivers Mall, the Rec-Plex and 370 Lakeside Park, move-in rekeys and garage-entry locks across 63376. 24/7.`,
  },
  'ofallon-mo': {
    metaTitle: "O'Fallon, MO Locksmith: New-Home Rekeys & Smart Locks",
    metaDescription: `O'Fallon, MO locksmith: new builds in WingHaven and off Highway K rekeyed from construction keys, smart locks installed, key fobs programmed. 24/7.`,
  },
  'ofallon-il': {
    metaTitle: "O'Fallon, IL Locksmith: Move-In Rekeys & Smart Locks",
    metaDescription: `O'Fallon, IL locksmith beside Scott AFB: move-in rekeys for military families and renters, smart locks, car lockouts along I-64 and Route 50. 24/7 in 62269.`,
  },
  'fairview-heights-il': {
    metaTitle: 'Fairview Heights, IL Locksmith: Stores, Cars, Homes',
    metaDescription: `Fairview Heights, IL locksmith: St. Clair Square and Route 159 car lockouts, storefront locks fixed before opening, home rekeys in 62208. Open 24/7.`,
  },
  'collinsville-il': {
    metaTitle: 'Collinsville, IL Locksmith: Hotels, Uptown & Homes',
    metaDescription: `Collinsville, IL locksmith: car lockouts at the I-55/70 hotels and Gateway Center, Uptown Main Street storefronts, home rekeys in 62234. Open 24/7.`,
  },
  'granite-city-il': {
    metaTitle: 'Granite City, IL Locksmith: Homes, Shops & Industry',
    metaDescription: `Granite City, IL locksmith just over the McKinley Bridge: older homes in Lincoln Place rekeyed, shop and industrial doors serviced, lockouts answered 24/7.`,
  },
  'ferguson-mo': {
    metaTitle: 'Ferguson, MO Locksmith: Lost Keys, Deadbolts, Lockouts',
    metaDescription: `Ferguson, MO locksmith for older brick and frame homes around downtown Florissant Road: lost house keys replaced, worn deadbolts swapped, lockouts 24/7.`,
  },
  'st-ann-mo': {
    metaTitle: 'St. Ann, MO Locksmith: Car Keys, Homes & Offices',
    metaDescription: `St. Ann, MO locksmith next to Lambert Airport: lost car keys cut and programmed on site, original hardware on postwar homes replaced, offices served. 24/7.`,
  },
};
