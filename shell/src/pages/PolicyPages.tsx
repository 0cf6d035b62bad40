import { privacySections, privacyUpdated, termsSections, termsUpdated } from '../content/legal';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return <LegalPage title="Terms of Service" updated={termsUpdated} sections={termsSections} />;
}

export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" updated={privacyUpdated} sections={privacySections} />;
}
