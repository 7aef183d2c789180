import { useSearchParams } from 'react-router-dom';

/**
 * One search parameter of a view: the value when the URL names none (or names one `parse` refuses), how the URL's
 * text becomes a value (`undefined`: refused), and how a value becomes text (default `String`).
 */
export interface UrlParam<T> {
  fallback: T;
  parse(raw: string): T | undefined;
  // A method, not a property, so that a schema of `UrlParam<string>` and `UrlParam<'a' | 'b'>` fits `UrlSchema`.
  format?(value: T): string;
}

export type UrlSchema = Readonly<Record<string, UrlParam<unknown>>>;

export type UrlValues<S extends UrlSchema> = { [K in keyof S]: S[K] extends UrlParam<infer T> ? T : never };

export interface UrlView<S extends UrlSchema> {
  /** Each parameter's value: the URL's, or the fallback. */
  view: UrlValues<S>;
  /** The parameters the URL names with a value their parse refused (the view shows their fallback). */
  invalid: readonly (keyof S & string)[];
  /** Changes some parameters; a fallback (or null) leaves the URL, so a default view has a bare URL. */
  setView: (patch: Partial<UrlValues<S>>) => void;
}

/** Any non-blank text (an id), or null when there is none. */
export function textParam(): UrlParam<string | null> {
  return { fallback: null, parse: (raw) => (raw.trim() === '' ? undefined : raw) };
}

/** One of `values`, or `fallback`. */
export function choiceParam<T extends string>(values: readonly T[], fallback: T): UrlParam<T> {
  return { fallback, parse: (raw) => values.find((value) => value === raw) };
}

/**
 * A screen's view bound to the URL's search parameters, so that a reload or a shared link shows the same view.
 * A parameter the URL lacks or names badly reads as its fallback (never a crash); a change replaces the history
 * entry, so typing a day or picking filters does not leave one Back-step per keystroke. Parameters outside the
 * schema are kept.
 */
export function useUrlView<S extends UrlSchema>(schema: S): UrlView<S> {
  const [search, setSearch] = useSearchParams();
  const values: Record<string, unknown> = {};
  const invalid: (keyof S & string)[] = [];
  for (const [name, param] of Object.entries(schema)) {
    const raw = search.get(name);
    const parsed = raw === null ? undefined : param.parse(raw);
    if (raw !== null && parsed === undefined) invalid.push(name);
    values[name] = parsed === undefined ? param.fallback : parsed;
  }
  const view = values as UrlValues<S>;

  const setView = (patch: Partial<UrlValues<S>>) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          const param = schema[name];
          if (value === undefined || param === undefined) continue;
          if (value === null || value === param.fallback) next.delete(name);
          else next.set(name, param.format ? param.format(value) : String(value));
        }
        return next;
      },
      { replace: true },
    );
  };

  return { view, invalid, setView };
}
