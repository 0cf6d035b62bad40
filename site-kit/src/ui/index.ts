export { Icon, type IconName, type IconProps, iconNames } from './Icon.js';
