/**
 * Inline SVG icons (no icon font, no request). Stroke icons on a 24×24 grid, drawn for this site.
 * Decorative by default (aria-hidden); pass `title` when the icon carries meaning on its own. How
 * they are stroked is base.css's (a page has dozens: the attributes on each cost bytes before the
 * first paint, decision PF13).
 */
const paths = {
  phone: 'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  key: 'M15 7a4 4 0 1 1-3.9 4.9L4 19v-3h-2v-2h2l6.1-6.1A4 4 0 0 1 15 7zM16 9h.01',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  unlock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 7.5-2M12 15v2',
  car: 'M5 17h14v-5l-2-5H7l-2 5zM5 12h14M7 17v2M17 17v2M8 14.5h.01M16 14.5h.01',
  home: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  building: 'M4 21V4h10v17M14 9h6v12M8 8h2M8 12h2M8 16h2M17 13h.01M17 17h.01M2 21h20',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  check: 'M5 12l5 5 9-10',
  mapPin: 'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  wrench: 'M14.5 5.5a4 4 0 0 0 5 5L12 18a2.1 2.1 0 0 1-3-3l7.5-7.5a4 4 0 0 1-2-2zM6 18l-2 2',
  safe: 'M4 4h16v15H4zM4 19v2M20 19v2M14 11.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM17 9v5',
  smartphone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  alert: 'M12 4l9 16H3zM12 10v4M12 17h.01',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20a6 6 0 0 1 12 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3 6',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14L7 21l5-3 5 3-1.5-7',
  dollar:
    'M12 3v18M16.5 7.5C16 6 14.3 5 12 5 9.5 5 7.5 6.2 7.5 8.3c0 4.6 9 2.4 9 7.2 0 2-2 3.5-4.5 3.5-2.4 0-4.2-1.1-4.7-2.8',
  zap: 'M13 2L4 14h7l-1 8 9-12h-7z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5',
} as const;

export type IconName = keyof typeof paths;

/** Every icon's grid; base.css strokes the SVGs that have it. */
export const ICON_VIEW_BOX = '0 0 24 24';

export interface IconProps {
  name: IconName;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
  className?: string;
  size?: number;
}

export function Icon({ name, title, className = 'icon', size = 24 }: IconProps) {
  const common = { className, width: size, height: size, viewBox: ICON_VIEW_BOX } as const;
  if (title) {
    return (
      <svg {...common} role="img" aria-label={title}>
        <title>{title}</title>
        <path d={paths[name]} />
      </svg>
    );
  }
  return (
    <svg {...common} aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}

export const iconNames = Object.keys(paths) as IconName[];
