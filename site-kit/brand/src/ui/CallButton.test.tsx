import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { business } from '../business.js';
import { CallButton } from './CallButton.js';
import { CallToAction } from './CallToAction.js';

describe('CallButton', () => {
  it('is a tel: link that says "Call" and the number, marked with its placement', () => {
    render(<CallButton placement="home-hero" />);
    const link = screen.getByRole('link', { name: `Call ${business.phone.display}` });
    expect(link.getAttribute('href')).toBe(business.phone.href);
    expect(link.dataset.placement).toBe('home-hero');
    expect(link.className).toBe('btn btn-call');
  });

  it('pings the call-tap endpoint with its placement, so a tap counts without JavaScript', () => {
    render(<CallButton placement="city hero&x" />);
    expect(screen.getByRole('link').getAttribute('ping')).toBe('/api/calls?placement=city%20hero%26x');
  });

  it('takes other words before the number, or its own content, and extra classes', () => {
    render(<CallButton placement="contact-hero" label="Call Now" className="wide" />);
    expect(screen.getByRole('link', { name: `Call Now ${business.phone.display}` }).className).toBe(
      'btn btn-call wide',
    );
    render(
      <CallButton placement="service-card">
        Call Now<span className="visually-hidden"> about Car Lockout</span>
      </CallButton>,
    );
    const card = screen.getByRole('link', { name: 'Call Now about Car Lockout' });
    expect(card.getAttribute('href')).toBe(business.phone.href);
    expect(card.dataset.placement).toBe('service-card');
  });
});

describe('CallToAction', () => {
  it('is a section named by its heading, with the text, the call button, extra actions and the note', () => {
    render(
      <CallToAction id="city-cta" title="Need a Locksmith?" text="Call now." placement="city-cta" note="Save 10%.">
        <a href="/#quote">Get a Free Quote</a>
      </CallToAction>,
    );
    const band = screen.getByRole('region', { name: 'Need a Locksmith?' });
    expect(within(band).getByRole('heading', { level: 2 }).id).toBe('city-cta');
    within(band).getByText('Call now.');
    within(band).getByText('Save 10%.');
    const links = within(band).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([business.phone.href, '/#quote']);
    expect(links[0]?.dataset.placement).toBe('city-cta');
    expect(links[0]?.textContent).toBe(`Call ${business.phone.display}`);
  });

  it('says what it is told on the button, and has no note unless given one', () => {
    const { container } = render(
      <CallToAction id="home-cta" title="Locked out?" text="Stay put." placement="home-cta" callLabel="Call Now" />,
    );
    screen.getByRole('link', { name: `Call Now ${business.phone.display}` });
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
