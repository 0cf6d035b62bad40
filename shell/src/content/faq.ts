import { business, claims, discountCondition, discountLine, paymentMethodsText, policy } from '@site-kit/brand';
import type { FaqItem } from '@site-kit/brand/ui';

/** The home page FAQ (six questions; the spec's accordion shows one open at a time). */
export const homeFaqs: readonly FaqItem[] = [
  {
    question: 'How fast can a locksmith get to me?',
    answer: `Our technicians drive fully stocked vans across the St. Louis area, so most customers see us in about ${claims.responseMinutes} minutes. When you call we tell you an honest arrival time for your address before anyone is dispatched.`,
  },
  {
    question: 'Are you really open 24/7, including holidays?',
    answer: `Yes. A locksmith answers ${business.phone.display} every hour of every day, including nights, weekends and holidays, and emergency rates are quoted up front before we roll.`,
  },
  {
    question: 'How much will it cost?',
    answer: `You get the price on the phone before we come: no hidden fees, no surprise trip charges. ${discountLine}. ${discountCondition} We accept ${paymentMethodsText}.`,
  },
  {
    question: 'Will you damage my car or my door?',
    answer:
      'No. We open cars with air wedges and long-reach tools and homes with picks, bypass tools and decoders: the same methods that keep the lock working afterwards. Drilling is the last resort, and we tell you before we ever do it.',
  },
  {
    question: 'Do I need to prove the car or home is mine?',
    answer:
      'Yes, for your protection. Before we open a lockout we ask for a photo ID and something that ties you to the address or vehicle: a lease, a utility bill, registration or insurance card. If those are locked inside, we verify them as soon as the door is open.',
  },
  {
    question: 'Are your locksmiths licensed and insured?',
    answer: `Every technician is licensed, bonded and insured, background-checked, and has been trained on our vans since ${business.foundedYear}. Our workmanship is guaranteed for ${policy.workmanshipWarrantyDays} days and parts carry ${policy.partsWarranty}.`,
  },
];
