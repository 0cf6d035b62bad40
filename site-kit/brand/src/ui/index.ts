export { CallButton, type CallButtonProps } from './CallButton.js';
export { CallToAction, type CallToActionProps } from './CallToAction.js';
export { type FaqItem, FaqList, type FaqListProps, FaqSection, type FaqSectionProps } from './Faq.js';
export { Icon, type IconName, type IconProps, iconNames } from './Icon.js';
export { MapFacade, type MapFacadeProps } from './MapFacade.js';
export { PhoneLink, type PhoneLinkProps } from './PhoneLink.js';
