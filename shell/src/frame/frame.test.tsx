import { business } from '@site-kit/brand';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteDataProvider } from '../app/SiteData';
import type { NavLists } from '../page-contract/payload';
import { polyfillFrame } from './frame-polyfills';
import { Header } from './Header';
import { MobileMenu } from './MobileMenu';

const services = Array.from({ length: 11 }, (_, index) => ({ label: `Service ${index}`, path: `/services/s${index}` }));
const nav: NavLists = {
  primary: [
    { label: 'Home', path: '/' },
    { label: 'Services', path: '/services' },
    { label: 'About', path: '/about' },
    { label: 'Contact', path: '/contact' },
  ],
  services,
  'areas-summary': [{ label: 'Clayton', path: '/locksmith-clayton-mo' }],
  'areas-primary': [],
};

/** The frame's header and menu as the server sends them: they never hydrate. */
function serverFrame(path = '/about'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StaticRouter location={path}>
      <SiteDataProvider value={{ routes: {}, nav }}>
        <Header />
        <MobileMenu />
      </SiteDataProvider>
    </StaticRouter>,
  );
  document.body.replaceChildren(container);
  return container;
}

const buttonNamed = (root: HTMLElement, name: string): HTMLButtonElement => {
  const button = Array.from(root.querySelectorAll('button')).find(
    (candidate) => candidate.textContent?.trim() === name,
  );
  if (!button) throw new Error(`no button "${name}"`);
  return button;
};

describe('the header menus are HTML that needs no script', () => {
  it('the services dropdown: a button that opens its list as a popover, with the 11 services and View All', () => {
    const frame = serverFrame('/services/s1');
    const trigger = buttonNamed(frame, 'Services');
    expect(trigger.getAttribute('popovertarget')).toBe('services-menu');
    const menu = frame.querySelector('#services-menu') as HTMLElement;
    expect(menu.getAttribute('popover')).toBe('auto');
    expect(menu.closest('li')?.style.getPropertyValue('--menu-close-delay')).toBe('150ms');
    const links = Array.from(menu.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...services.map((s) => s.path), '/services']);
  });

  it('the mobile menu: a modal dialog the menu button opens and its close button, Escape or a tap beside it close', () => {
    const frame = serverFrame();
    const toggle = buttonNamed(frame, 'Open menu');
    expect([toggle.getAttribute('commandfor'), toggle.getAttribute('command')]).toEqual(['mobile-menu', 'show-modal']);
    const dialog = frame.querySelector('dialog#mobile-menu') as HTMLDialogElement;
    expect(dialog.getAttribute('aria-label')).toBe('Site menu');
    expect(dialog.getAttribute('closedby')).toBe('any');
    const close = buttonNamed(dialog, 'Close menu');
    expect([close.getAttribute('command'), close.hasAttribute('autofocus')]).toEqual(['close', true]);
    const list = dialog.querySelector('details > summary')?.parentElement as HTMLElement;
    expect(list.querySelector('summary')?.textContent).toBe('Services');
    expect(list.querySelectorAll('a')).toHaveLength(12);
    expect(dialog.textContent).toContain('24/7 Emergency Service Available');
    expect(dialog.querySelector(`a[href="${business.phone.href}"]`)?.textContent).toContain('Call Now');
  });

  it('a browser without invoker commands gets them from the entry', () => {
    const frame = serverFrame();
    polyfillFrame(document);
    const dialog = frame.querySelector('dialog') as HTMLDialogElement;
    if ('command' in HTMLButtonElement.prototype) return;
    (frame.querySelector('[command="show-modal"]') as HTMLButtonElement).click();
    expect(dialog.open).toBe(true);
    (dialog.querySelector('[command="close"]') as HTMLButtonElement).click();
    expect(dialog.open).toBe(false);
  });
});
