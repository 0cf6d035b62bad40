import { defineRemoteConfig } from '@site-kit/build';

export default defineRemoteConfig({
  name: 'mfe_forms',
  exposes: {
    './islands': './src/islands.ts',
    './EmergencyForm': './src/islands/EmergencyForm.tsx',
    './QuoteForm': './src/islands/QuoteForm.tsx',
    './ContactForm': './src/islands/ContactForm.tsx',
    './CallbackForm': './src/islands/CallbackForm.tsx',
  },
});
