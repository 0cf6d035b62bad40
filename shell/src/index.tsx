// Global styles first: tokens, base utilities and the frame (inlined into every page by the server).
import 'site-kit/tokens.css';
import 'site-kit/base.css';
import './styles/frame.css';

// A tiny entry that fetches the app once it runs: the first paint never waits for React's code to
// download or run (a deferred script the browser already has can run before that paint).
import(/* webpackChunkName: "app" */ './bootstrap');
