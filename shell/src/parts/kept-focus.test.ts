// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusOf } from './kept-focus';

function part(): { box: HTMLElement; name: HTMLInputElement; outside: HTMLButtonElement } {
  document.body.innerHTML = '<div id="box"><input id="name"><input id="phone"></div><button id="outside">x</button>';
  return {
    box: document.getElementById('box') as HTMLElement,
    name: document.getElementById('name') as HTMLInputElement,
    outside: document.getElementById('outside') as HTMLButtonElement,
  };
}

/** What React's failed commit does to the server nodes, and what the shell does after. */
async function takeOutAndPutBack(box: HTMLElement): Promise<void> {
  const nodes = Array.from(box.childNodes);
  box.replaceChildren();
  await Promise.resolve();
  box.replaceChildren(...nodes);
}

afterEach(() => document.body.replaceChildren());

describe('keepFocusOf', () => {
  it('focuses again the field that had the focus when the part’s nodes were taken out', async () => {
    const { box, name } = part();
    name.focus();
    const focus = keepFocusOf(box);
    await takeOutAndPutBack(box);
    focus.restore();
    expect(document.activeElement).toBe(name);
  });

  it('follows the focus inside the part', async () => {
    const { box, name } = part();
    const focus = keepFocusOf(box);
    name.focus();
    (document.getElementById('phone') as HTMLInputElement).focus();
    await takeOutAndPutBack(box);
    focus.restore();
    expect(document.activeElement?.id).toBe('phone');
  });

  it('leaves the focus alone when the visitor had moved on, to another control or to nowhere', async () => {
    const { box, name, outside } = part();
    const focus = keepFocusOf(box);
    name.focus();
    outside.focus();
    await takeOutAndPutBack(box);
    focus.restore();
    expect(document.activeElement).toBe(outside);

    name.focus();
    name.blur();
    await Promise.resolve();
    await takeOutAndPutBack(box);
    focus.restore();
    expect(document.activeElement).toBe(document.body);
  });
});
