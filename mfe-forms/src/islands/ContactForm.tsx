import type { IslandProps } from 'site-kit';
import { PlaceholderForm } from './PlaceholderForm';

export default function ContactForm({ formTitle }: IslandProps<'forms/ContactForm'>) {
  return <PlaceholderForm title={formTitle ?? 'Contact'} formType="contact" />;
}
