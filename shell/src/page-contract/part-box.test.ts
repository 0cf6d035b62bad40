// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { type PartDescription, partAttributes, readPart } from './part-box';

function boxOf(attributes: Record<string, string>): HTMLElement {
  const box = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) box.setAttribute(name, value);
  return box;
}

describe('a part box', () => {
  it('says on the server what the browser reads back: kind, module, when, and the props', () => {
    const part: PartDescription = {
      kind: 'island',
      label: 'forms/CallbackForm',
      module: 'mfe_forms/CallbackForm',
      hydrate: 'interaction',
      props: { serviceName: 'Car Lockout <&> "quoted"' },
    };
    expect(readPart(boxOf(partAttributes(part)))).toEqual(part);
    const page = { ...part, kind: 'page' as const, label: 'shell:contact', module: 'shell:contact', props: {} };
    expect(partAttributes(page)).not.toHaveProperty('data-props');
    expect(readPart(boxOf(partAttributes(page)))).toEqual(page);
  });

  it('is not a part when its attributes are not a valid description', () => {
    expect(readPart(boxOf({ 'data-part': 'island' }))).toBeNull();
    expect(readPart(boxOf({ 'data-part': 'widget', 'data-part-module': 'x/y' }))).toBeNull();
    expect(readPart(boxOf({ 'data-part': 'island', 'data-part-module': 'x/y', 'data-props': '{broken' }))).toBeNull();
    expect(readPart(boxOf({ 'data-part': 'island', 'data-part-module': 'x/y', 'data-props': '[1]' }))?.props).toEqual(
      {},
    );
  });
});
