/**
 * The shell's own pages by name. Their search metadata lives in shell-routes.ts; each page's code is
 * a chunk of its own (pages/index.ts).
 */
export type ShellPageName = 'home' | 'about' | 'contact' | 'privacy' | 'terms';
