/**
 * Writing TypeScript values as rules text (src/data/policy/rules-blocks.ts generates firestore.rules' and
 * storage.rules' marked blocks with these). Each helper refuses what it cannot write exactly, so a table that
 * changes shape fails the generator loudly instead of writing a rule that means something else.
 */

/** A rules string literal. */
export function rulesString(value: string): string {
  if (/['\\\n]/.test(value)) throw new Error(`cannot write ${JSON.stringify(value)} as a rules string`);
  return `'${value}'`;
}

/** A rules list of strings (quoted), numbers and nulls. */
export function rulesList(values: readonly (string | number | null)[]): string {
  return `[${values.map(rulesValue).join(', ')}]`;
}

function rulesValue(value: string | number | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return rulesNumber(value);
  return rulesString(value);
}

/** A finite number as rules text: an int, or a float written as JavaScript writes it. */
export function rulesNumber(value: number): string {
  if (!Number.isFinite(value) || String(value).includes('e'))
    throw new Error(`cannot write ${value} in the rules`);
  return String(value);
}

/** What an escape stands for in RE2 text without backslashes, inside a character class and outside one. */
const ESCAPES: Readonly<Record<string, readonly [inClass: string, outside: string]>> = {
  d: ['0-9', '[0-9]'],
  s: ['[:space:]', '[[:space:]]'],
  '.': ['.', '[.]'],
  '?': ['?', '[?]'],
  '+': ['+', '[+]'],
  '*': ['*', '[*]'],
  '(': ['(', '[(]'],
  ')': [')', '[)]'],
  '{': ['{', '[{]'],
  '}': ['}', '[}]'],
  '|': ['|', '[|]'],
  $: ['$', '[$]'],
  '/': ['/', '/'],
};

/**
 * A JavaScript pattern as the RE2 pattern the rules take inside a string literal, without backslashes: `\d` is
 * `[0-9]` (`0-9` inside a class), `\s` is `[[:space:]]` (RE2's ASCII white space, `[:space:]` inside a class), an
 * escaped metacharacter is a class of itself (`\.` is `[.]`). Any other escape, and any flag, is refused, so a new
 * pattern fails loudly here. The rules match a whole string, so `^` and `$` change nothing there.
 */
export function rulesPattern(pattern: RegExp): string {
  if (pattern.flags !== '') throw new Error(`cannot write /${pattern.source}/${pattern.flags}: flags`);
  const source = pattern.source;
  let out = '';
  let inClass = false;
  for (let at = 0; at < source.length; at += 1) {
    const char = source.charAt(at);
    if (char === '\\') {
      const escaped = ESCAPES[source.charAt(at + 1)];
      if (escaped === undefined) throw new Error(`cannot write /${source}/ without backslashes`);
      out += inClass ? escaped[0] : escaped[1];
      at += 1;
      continue;
    }
    if (char === '[' && !inClass) inClass = true;
    else if (char === ']' && inClass) inClass = false;
    out += char;
  }
  return out;
}

/** Wraps a list after `lead` to lines of at most `width`, breaking after its commas; later lines start with `indent`. */
export function wrapList(
  lead: string,
  items: readonly string[],
  close: string,
  indent: string,
  width = 116,
): string {
  const lines: string[] = [];
  let line = `${lead}[`;
  items.forEach((item, index) => {
    const piece = `${item}${index < items.length - 1 ? ',' : `]${close}`}`;
    if (line.length + piece.length + 1 > width && !line.endsWith('[')) {
      lines.push(line);
      line = `${indent}${piece}`;
    } else {
      line = line.endsWith('[') ? `${line}${piece}` : `${line} ${piece}`;
    }
  });
  if (items.length === 0) line += `]${close}`;
  lines.push(line);
  return lines.join('\n');
}

/** A list of strings after `lead`, wrapped with its later lines aligned under the first item. */
export function alignedList(lead: string, values: readonly string[], close: string): string {
  return wrapList(lead, values.map(rulesString), close, ' '.repeat(lead.length + 1));
}

/** Joins `items` with `separator`, at most `perLine` a line; each later line starts with the separator. */
export function joinLines(items: readonly string[], separator: string, perLine: number): string {
  const lines: string[] = [];
  for (let at = 0; at < items.length; at += perLine)
    lines.push(items.slice(at, at + perLine).join(separator));
  return lines.join(`\n${separator.trimStart()}`);
}

/** `text` with every non-empty line indented by `indent`. */
export function indentLines(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : `${indent}${line}`))
    .join('\n');
}

/**
 * A block's text from a template literal written at the left margin: without its first and last line breaks.
 * Each `${…}` holding several lines is indented like the line it starts on.
 */
export function rules(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    const lineStart = text.slice(text.lastIndexOf('\n') + 1);
    const indent = /^ */.exec(lineStart)?.[0] ?? '';
    const written = typeof value === 'number' ? rulesNumber(value) : value;
    text += written.split('\n').join(`\n${indent}`) + (strings[index + 1] ?? '');
  });
  return text.replace(/^\n/, '').replace(/\n\s*$/, '');
}

/** Throws when a rule written once for two TypeScript values would no longer state both. */
export function assertSame(what: string, a: unknown, b: unknown): void {
  if (a !== b)
    throw new Error(
      `the rules state ${what} once, but the TypeScript tables hold ${String(a)} and ${String(b)}`,
    );
}
