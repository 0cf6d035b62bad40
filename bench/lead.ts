/** The quote request every benchmark posts: a valid lead, filled at a person's pace (no bot check trips). */
export const benchLead = JSON.stringify({
  formType: 'quote',
  name: 'Bench Mark',
  phone: '314-555-0123',
  email: 'bench@example.com',
  address: '63105',
  service: 'residential',
  message: 'Two deadbolts to rekey after moving in.',
  isEmergency: false,
  isNewCustomer: true,
  fillTimeMs: 8000,
});
