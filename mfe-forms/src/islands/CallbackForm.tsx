import type { IslandProps } from 'site-kit';
import { PlaceholderForm } from './PlaceholderForm';

export default function CallbackForm({ formTitle }: IslandProps<'forms/CallbackForm'>) {
  return <PlaceholderForm title={formTitle} formType="callback" />;
}
