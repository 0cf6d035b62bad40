import type { ComponentType } from 'react';
import type { ShellPageName } from '../routes';
import { AboutPage } from './AboutPage';
import { ContactPage } from './ContactPage';
import { HomePage } from './HomePage';
import { PrivacyPage, TermsPage } from './PolicyPages';

export const shellPages: Record<ShellPageName, ComponentType> = {
  home: HomePage,
  about: AboutPage,
  contact: ContactPage,
  privacy: PrivacyPage,
  terms: TermsPage,
};
