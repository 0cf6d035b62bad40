import { type LinkProps, type NavLinkProps, Link as RouterLink, NavLink as RouterNavLink } from 'react-router-dom';

/**
 * The router's links without `data-discover`: a marker for framework-mode route discovery, which
 * this site does not use. On every link of every page it was bytes before the first paint for nothing.
 */
export const Link = (props: LinkProps) => <RouterLink discover="none" {...props} />;
export const NavLink = (props: NavLinkProps) => <RouterNavLink discover="none" {...props} />;
