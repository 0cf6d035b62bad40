import type { IslandProps } from 'site-kit';
import { PlaceholderForm } from './PlaceholderForm';

export default function EmergencyForm({ formTitle }: IslandProps<'forms/EmergencyForm'>) {
  return <PlaceholderForm title={formTitle ?? 'Emergency'} formType="emergency" />;
}
