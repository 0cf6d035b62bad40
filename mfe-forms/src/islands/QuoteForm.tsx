import type { IslandProps } from 'site-kit';
import { PlaceholderForm } from './PlaceholderForm';

export default function QuoteForm({ formTitle }: IslandProps<'forms/QuoteForm'>) {
  return <PlaceholderForm title={formTitle ?? 'Quote'} formType="quote" />;
}
