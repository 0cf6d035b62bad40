// Global styles first: tokens, base utilities and the frame (inlined into every page by the server).
import 'site-kit/tokens.css';
import 'site-kit/base.css';
import './styles/frame.css';
import './bootstrap';
