/**
 * A tagged template for the owner's HTML: every interpolated value is escaped unless it is markup
 * this module built itself (a `Markup`). Leads are visitor input, so escaping is the default and
 * there is no way to opt a plain string out of it.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export class Markup {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Value = Markup | string | number | boolean | null | undefined | readonly Value[];

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Markup) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  let out = strings[0]!;
  for (let index = 0; index < values.length; index += 1) out += render(values[index]!) + strings[index + 1]!;
  return new Markup(out);
}
