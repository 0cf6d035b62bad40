// Global styles first: tokens, base utilities and the frame (inlined into every page by the server).
import 'site-kit/tokens.css';
import 'site-kit/base.css';
import './styles/frame.css';

// The async boundary lets Module Federation set up shared singletons before React loads.
import(/* webpackChunkName: "app" */ './bootstrap');
