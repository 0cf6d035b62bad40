/** Phrases built from the business facts in site-kit, so copy never restates a number by hand. */
import { business, claims, policy } from '@site-kit/brand';

export const minutes = `${claims.responseMinutes} minutes`;
export const responseBadge = `${claims.responseMinutes}-Minute Response`;
export const discount = `${claims.newCustomerDiscountPercent}%`;
export const since = business.foundedYear;
export const radius = `${claims.serviceRadiusMiles} miles`;
export const warranty = `${policy.workmanshipWarrantyDays}-day workmanship warranty`;
export const warrantyBadge = `${policy.workmanshipWarrantyDays}-Day Workmanship Warranty`;
export const partsWarranty = policy.partsWarranty;
