export { Icon, type IconName, type IconProps, iconNames } from './Icon.js';
export { MapFacade, type MapFacadeProps } from './MapFacade.js';
