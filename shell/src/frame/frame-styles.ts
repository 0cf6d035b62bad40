/**
 * The stylesheets of the frame's server HTML that no part hydrates (the banner, the header with its
 * menus, the footer). No browser chunk renders those components, so they are imported here for their
 * CSS alone: the build emits it, and the server inlines it into every page.
 */
import './Brand.module.css';
import './Footer.module.css';
import './Frame.module.css';
import './Header.module.css';
import './MobileMenu.module.css';
import './ReviewPlatformLinks.module.css';
import './TopBanner.module.css';
