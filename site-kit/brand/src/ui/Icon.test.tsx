import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_VIEW_BOX, Icon } from './Icon.js';

describe('Icon', () => {
  it('carries its grid and size, and no stroke attributes of its own', () => {
    const { container } = render(<Icon name="phone" className="icon call" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe(ICON_VIEW_BOX);
    expect(svg?.getAttribute('class')).toBe('icon call');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    // The stroke is base.css's (the shell's end-to-end tests check an icon's computed style).
    expect(svg?.getAttributeNames().sort()).toEqual(['aria-hidden', 'class', 'height', 'viewBox', 'width']);
  });

  it('is named for assistive technology when it carries meaning', () => {
    const { container } = render(<Icon name="star" title="Five stars" />);
    expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe('Five stars');
    expect(container.querySelector('title')?.textContent).toBe('Five stars');
  });
});
