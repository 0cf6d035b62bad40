import { createContext, type ElementType, type ReactNode, Suspense, useContext } from 'react';
import { type PartDescription, partAttributes } from '../page-contract/part-box';

/**
 * True inside a part's own React root in the browser (bootstrap.tsx). There a box met in the tree
 * belongs to another part, which hydrates alone, as its own root: the box is adopted, not rendered.
 */
export const PartRootContext = createContext(false);

/**
 * The box around a part of the page that hydrates on its own (an island, the page, a region of the
 * frame): its attributes say what the part is, so the browser can wake and hydrate it alone
 * (parts/wake.ts). On the server it holds the part's content in a Suspense boundary, which contains
 * an error the content throws (its fallback is rendered instead).
 *
 * In the browser, inside another part's root, the box is adopted: React keeps the element and never
 * touches what is inside it, which is the other part's (its server HTML, or its own root once it has
 * hydrated). `dangerouslySetInnerHTML` is what makes React leave children it did not render alone.
 */
export function IslandBox({
  part,
  as: Element = 'div',
  className,
  fallback,
  children,
  ...attributes
}: {
  part: PartDescription;
  as?: ElementType;
  className?: string;
  /** What the server renders when the content throws. */
  fallback: ReactNode;
  children?: ReactNode;
  id?: string;
  tabIndex?: number;
}) {
  const adopted = useContext(PartRootContext);
  const box = { ...attributes, className, ...partAttributes(part) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React leaves the box's children alone.
  if (adopted) return <Element {...box} dangerouslySetInnerHTML={ADOPTED} suppressHydrationWarning />;
  return (
    <Element {...box}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Element>
  );
}

const ADOPTED = { __html: '' };

/** Whether this render is inside a part's own root in the browser (its nested boxes are adopted). */
export const useInPartRoot = (): boolean => useContext(PartRootContext);
