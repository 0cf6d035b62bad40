import type { IslandsModule } from '@site-kit/contract';

/** The islands this team renders for others to place (`host.Island id="forms/…"`). */
const islandsModule: IslandsModule = {
  islands: {
    'forms/EmergencyForm': { module: './EmergencyForm', hydrate: 'interaction' },
    'forms/QuoteForm': { module: './QuoteForm', hydrate: 'interaction' },
    'forms/ContactForm': { module: './ContactForm', hydrate: 'interaction' },
    'forms/CallbackForm': { module: './CallbackForm', hydrate: 'interaction' },
  },
};
export default islandsModule;
