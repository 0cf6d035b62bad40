import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList, FaqSection } from './Faq.js';

const items = [
  { question: 'How fast?', answer: 'About 15 minutes.' },
  { question: 'How much?', answer: 'Quoted on the phone.' },
  { question: 'Licensed?', answer: 'Yes, and insured.' },
];

const details = (container: HTMLElement) => [...container.querySelectorAll('details')];
const openOnes = (container: HTMLElement) => details(container).filter((item) => item.open);

describe('FaqList', () => {
  it('renders each question as an h3 in a summary, in one named group, all closed by default', () => {
    const { container } = render(<FaqList items={items} group="city-faq" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      items.map((item) => item.question),
    );
    expect(details(container).map((item) => item.getAttribute('name'))).toEqual(['city-faq', 'city-faq', 'city-faq']);
    expect(details(container).map((item) => item.querySelector('summary')?.textContent)).toEqual(
      items.map((item) => item.question),
    );
    expect(openOnes(container)).toHaveLength(0);
    for (const item of items) screen.getByText(item.answer);
  });

  it('opens the first item when asked (the home accordion)', () => {
    const { container } = render(<FaqList items={items} group="home-faq" openFirst />);
    expect(openOnes(container)).toEqual([details(container)[0]]);
  });

  it('opens an item on a click of its question', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqList items={items} group="home-faq" />);
    await user.click(screen.getByText('How much?'));
    expect(openOnes(container)).toEqual([details(container)[1]]);
  });
});

describe('FaqSection', () => {
  it('is a region named by its h2, with the lead line and the list', () => {
    render(<FaqSection id="home-faq-title" title="FAQ" lead="Straight answers." items={items} group="home-faq" alt />);
    const section = screen.getByRole('region', { name: 'FAQ' });
    expect(section.className).toBe('section section-alt');
    expect(within(section).getByRole('heading', { level: 2 }).id).toBe('home-faq-title');
    within(section).getByText('Straight answers.');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
