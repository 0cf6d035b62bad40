/**
 * Terms of Service and Privacy Policy text. Every figure comes from site-kit's `policy` and
 * `business`, so the pages, emails and FAQs cannot disagree.
 */
import { business, claims, formatIsoDate, policy } from '@site-kit/brand';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

const phone = business.phone.display;
const email = business.email;
const payments = business.paymentMethods.join(', ');

export const termsUpdated = formatIsoDate(policy.termsUpdated);
export const privacyUpdated = formatIsoDate(policy.privacyUpdated);

export const termsSections: readonly LegalSection[] = [
  {
    heading: '1. Who we are and what these terms cover',
    paragraphs: [
      `These terms apply to every locksmith service ${business.legalName} ("${business.shortName}", "we") provides in person, by phone or through this website. By booking a service or letting a technician start work you accept them.`,
    ],
  },
  {
    heading: '2. Proof of ownership or residency',
    paragraphs: [
      'To protect you and your property, before we open a vehicle, home or business we require a government-issued photo ID and proof that you own, rent or are authorized to access it (for example a lease, deed, utility bill, vehicle registration or insurance card).',
      'If the documents are locked inside, we verify them as soon as the door is open and before we leave. We may refuse or stop any service when ownership or authorization cannot be shown, and we may involve the police if we believe a request is unlawful.',
    ],
  },
  {
    heading: '3. Pricing and estimates',
    paragraphs: [
      'We quote an upfront price on the phone or on site before work starts, based on the service, the lock or vehicle and the time of day. There are no hidden fees. If the job turns out to need something different from what you described, the technician explains why and gives you the new price before continuing; you may decline.',
      `New customers receive a ${claims.newCustomerDiscountPercent}% discount on any service. The discount cannot be combined with other offers or coupons.`,
    ],
  },
  {
    heading: '4. Cancellations and rescheduling',
    paragraphs: [
      `You may cancel at no charge until a technician has been dispatched. A cancellation after dispatch is charged a $${policy.cancellationFeeAfterDispatch} fee to cover the trip.`,
      `Scheduled appointments can be moved free of charge with at least ${policy.rescheduleNoticeHours} hours' notice; call ${phone}.`,
    ],
  },
  {
    heading: '5. Payment',
    paragraphs: [
      `Payment is due when the work is complete. We accept ${payments}. Commercial accounts may be invoiced by prior written agreement.`,
      `A check returned unpaid by your bank is charged a $${policy.returnedCheckFee} returned-check fee in addition to the amount due.`,
    ],
  },
  {
    heading: '6. Warranty',
    paragraphs: [
      `Our workmanship is guaranteed for ${policy.workmanshipWarrantyDays} days from the date of service: if something we installed or repaired fails because of how we did the work, we come back and make it right at no charge.`,
      `Parts and hardware carry ${policy.partsWarranty}. The warranty does not cover damage from misuse, accidents, forced entry, weather, or work by others after our visit.`,
    ],
  },
  {
    heading: '7. Existing damage and limits of liability',
    paragraphs: [
      'We use non-destructive entry whenever possible. Some locks are already worn, damaged or defective; we point out what we see before starting, and we are not responsible for failures caused by such pre-existing conditions. Where drilling or replacement is the only way in, we tell you before we do it.',
      'Our liability for any claim is limited to the amount paid for the service concerned, except where the law does not allow such a limit.',
    ],
  },
  {
    heading: '8. Changes and contact',
    paragraphs: [
      `We may update these terms; the date at the top shows the latest version. Questions: call ${phone} or email ${email}.`,
    ],
  },
];

export const privacySections: readonly LegalSection[] = [
  {
    heading: '1. What we collect',
    paragraphs: ['We only collect what we need to send a locksmith and to run the business:'],
    list: [
      'What you give us in a form or on the phone: name, phone number, email address, service address or ZIP code, the service you need and your message.',
      'With each form you send: when you sent it, the page you sent it from, the first page of your visit, the website that sent you here (its name only, never the page), and the campaign an ad link carried (its source, medium, campaign and keyword, and the ad click code), and the network your connection came from (the first three parts of its internet address, never the whole address), so that one sender cannot pass for many.',
      'Each tap on one of our call links: when, which call link, on which page, and the same facts about your visit: the first page, the website that sent you here, the campaign and whether an ad click code was there. Nothing about you: not your name or number, not your address or your device, and no cookie; only the network the tap came from (the first three parts of its internet address), so that a flood of fake taps cannot pass for callers. If you also send a form during the same visit, we note that the two belong together.',
      'Job records: the work done, the price, payment confirmations (card numbers are handled by our payment processor and never stored by us) and the verification you showed for a lockout.',
    ],
  },
  {
    heading: '2. How we use it',
    paragraphs: [
      'To call you back, dispatch a technician, quote and invoice the work, honor warranties, answer questions and keep required business records. We count calls and forms by page, by campaign and by call link to learn which pages and ads bring customers. We do not sell or rent your personal information, and we do not use it for third-party advertising.',
    ],
  },
  {
    heading: '3. Who we share it with',
    paragraphs: [
      'Only with service providers that help us operate (email, payment processing, website hosting), under confidentiality obligations, and with authorities when the law requires it or to prevent a crime.',
    ],
  },
  {
    heading: '4. Cookies, your browser and third-party content',
    paragraphs: [
      'This website sets no cookies for visitors. While your browser tab is open it remembers the first page of your visit and the campaign of the link you came in on (session storage, deleted when you close the tab), so that a form or a call tap can say where you came from.',
      'Maps and the customer-reviews widget on this site are provided by third parties. Maps load only when you choose to open them; their providers process your data under their own privacy policies. If we turn on Google Tag Manager, pages load it after they are shown, and Google processes your visit under its own privacy policy.',
    ],
  },
  {
    heading: '5. How long we keep it',
    paragraphs: [
      'A form you send is kept, with the emails about it, until the work, its warranty and our tax records no longer need it, then deleted. Call-tap records are deleted on the same schedule. Ask us and we delete your form, its emails and its link to any call tap sooner.',
    ],
  },
  {
    heading: '6. Your choices',
    paragraphs: [
      `You may ask what information we hold about you, ask us to correct or delete it, or stop any follow-up contact. Send privacy inquiries to ${email} or call ${phone}; we answer within ${policy.privacyResponseHours} hours.`,
    ],
  },
  {
    heading: '7. Security',
    paragraphs: [
      'Submissions travel over encrypted connections and are stored on access-controlled systems available only to the staff who need them.',
    ],
  },
];
