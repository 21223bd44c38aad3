import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { Button } from '@switchback/ui';
import { storeHref } from '../lib/carriedQuery';
import { parseLocalePath } from '../lib/pageType';
import { useStore } from '../lib/useStore';
import { useListingText } from '../lib/listingText';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** How many recent searches this device remembers. */
export const RECENT_SEARCHES_KEPT = 5;
const RECENT_KEY = 'sb-recent-searches';
const MIN_CHARS = 2;

/** One option of the suggestion list. */
interface SuggestOption {
  id: string;
  kind: 'recent' | 'suggestion' | 'category' | 'product';
  label: string;
  /** A store path (`/search?q=…`, `/c/…`, `/p/…`). */
  to: string;
}

/**
 * The recent searches of this device, newest first (localStorage; empty when storage is unavailable).
 *
 * @example
 * readRecentSearches(); // ['rain jacket', 'boots']
 */
export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === 'string').slice(0, RECENT_SEARCHES_KEPT)
      : [];
  } catch {
    return [];
  }
}

/**
 * Remembers a search term on this device: first in the list, once, at most {@link RECENT_SEARCHES_KEPT} kept.
 *
 * @example
 * rememberSearch('boots');
 */
export function rememberSearch(term: string): void {
  const clean = term.trim().slice(0, 100);
  if (!clean) return;
  try {
    const next = [clean, ...readRecentSearches().filter((entry) => entry.toLowerCase() !== clean.toLowerCase())].slice(
      0,
      RECENT_SEARCHES_KEPT,
    );
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Private mode or full storage: the search still works, it is just not remembered.
  }
}

function storePathOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const { pathname, search } = new URL(url, 'http://shop.invalid');
    const rest = parseLocalePath(pathname).rest;
    return /^\/(c|p)\//.test(rest) ? `${rest}${search}` : null;
  } catch {
    return null;
  }
}

function optionsFromAnswer(
  body: unknown,
  q: string,
  categoryIn: (name: string, parent: string) => string,
): SuggestOption[] {
  const { suggestions, categories, products } = (body ?? {}) as {
    suggestions?: unknown;
    categories?: unknown;
    products?: unknown;
  };
  const options: SuggestOption[] = [];
  for (const text of Array.isArray(suggestions) ? suggestions : []) {
    if (typeof text === 'string')
      options.push({ id: `s-${text}`, kind: 'suggestion', label: text, to: `/search?q=${encodeURIComponent(text)}` });
  }
  if (!options.some((option) => option.label.toLowerCase() === q.toLowerCase())) {
    options.unshift({ id: `s-${q}`, kind: 'suggestion', label: q, to: `/search?q=${encodeURIComponent(q)}` });
  }
  for (const category of Array.isArray(categories) ? categories : []) {
    const { id, name, parentName, url } = (category ?? {}) as {
      id?: unknown;
      name?: unknown;
      parentName?: unknown;
      url?: unknown;
    };
    const to = storePathOf(url);
    // A category named like others (the women's, men's and kids' "Jackets") is told apart by its parent.
    const label = typeof name === 'string' && typeof parentName === 'string' ? categoryIn(name, parentName) : name;
    if (typeof label === 'string' && to) options.push({ id: `c-${String(id)}`, kind: 'category', label, to });
  }
  for (const product of Array.isArray(products) ? products : []) {
    const { id, name, url, pdpUrl } = (product ?? {}) as {
      id?: unknown;
      name?: unknown;
      url?: unknown;
      pdpUrl?: unknown;
    };
    const to = storePathOf(pdpUrl ?? url);
    if (typeof name === 'string' && to) options.push({ id: `p-${String(id)}`, kind: 'product', label: name, to });
  }
  return options;
}

/** commerce-api's autoSuggest through the storefront's `/api` proxy, in the page's language. */
async function fetchSuggestions([, locale, term]: readonly [string, string, string]): Promise<unknown> {
  const params = new URLSearchParams({ q: term, limit: '5' });
  const response = await fetch(`/api/products/v2/search/autoSuggest?${params.toString()}`, {
    headers: { accept: 'application/json', 'x-locale': locale },
  });
  if (!response.ok) throw new Error(`autoSuggest answered ${response.status}`);
  return response.json();
}

// Suggestions for a term do not change while the shopper types: asked once per page life (a term typed again,
// after a backspace or on coming back to the box, is answered from swr's cache), never refreshed on focus, and a
// failure leaves the box a plain search field (no retry).
const SUGGEST_CACHE_OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  dedupingInterval: 10 * 60_000,
} as const;

/** Props of {@link SearchAutoSuggest}. */
export interface SearchAutoSuggestProps {
  /** `id` of the input (the header's label points at it). */
  inputId: string;
  /** The box's first value (the current search). */
  defaultValue: string;
  /**
   * Mounted in place of the plain box the shopper is already in (`HeaderSearchBox`): take focus with the caret at
   * the end and offer suggestions for what is there (or the recent searches).
   */
  takeFocus?: boolean;
}

/**
 * The header search box as an ARIA combobox with auto-suggest: after a short pause in typing it asks commerce-api's
 * autoSuggest (through the storefront's `/api` proxy) for search terms, categories and products, cancelling the
 * request of an older term, and lists them in a listbox the arrow keys move through (Enter follows, Escape closes).
 * With an empty box it offers this device's recent searches. Before hydration (or without JavaScript) it is a
 * plain search field of the surrounding GET form.
 *
 * @example
 * <Form method="get" action="/en-us/search"><SearchAutoSuggest inputId="site-search-q" defaultValue="" /></Form>
 */
export function SearchAutoSuggest({ inputId, defaultValue, takeFocus = false }: SearchAutoSuggestProps) {
  const t = useListingText();
  const store = useStore();
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState(defaultValue);
  const [options, setOptions] = useState<SuggestOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recentShown, setRecentShown] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The term last asked for (a new object each time, so asking the same term again reopens the list).
  const [asked, setAsked] = useState<{ term: string } | null>(null);
  const { data: answer } = useSWR(
    asked ? (['autoSuggest', store.locale, asked.term] as const) : null,
    fetchSuggestions,
    SUGGEST_CACHE_OPTIONS,
  );

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const showRecent = useCallback(() => {
    const recent = readRecentSearches();
    setRecentShown(true);
    setOptions(
      recent.map((term) => ({
        id: `r-${term}`,
        kind: 'recent',
        label: term,
        to: `/search?q=${encodeURIComponent(term)}`,
      })),
    );
    setActive(-1);
    setOpen(recent.length > 0);
  }, []);

  const suggest = useCallback(
    (q: string) => {
      clearTimeout(timer.current);
      if (q.trim().length < MIN_CHARS) {
        // Whatever was asked for an older term is of no use now.
        setAsked(null);
        if (q.trim() === '') showRecent();
        else close();
        return;
      }
      timer.current = setTimeout(() => setAsked({ term: q.trim() }), SUGGEST_DEBOUNCE_MS);
    },
    [close, showRecent],
  );

  // The answer for the term asked (at once when cached): the list opens with it.
  useEffect(() => {
    if (!asked || answer === undefined) return;
    setRecentShown(false);
    setOptions(optionsFromAnswer(answer, asked.term, t.searchCategoryIn));
    setActive(-1);
    setOpen(true);
  }, [asked, answer, t]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Taking over from the plain box: the shopper's focus and text stay where they were.
  useEffect(() => {
    const input = inputRef.current;
    if (!takeFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    suggest(input.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: the plain box it takes over is gone for good
  }, []);

  // Remember what the form submits, whichever way it is submitted.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return undefined;
    const onSubmit = () => {
      rememberSearch(inputRef.current?.value ?? '');
      close();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [close]);

  const follow = (option: SuggestOption) => {
    if (option.kind === 'recent' || option.kind === 'suggestion') {
      rememberSearch(option.label);
      setValue(option.label);
    }
    close();
    void navigate(storeHref(option.to, { locale: store.locale, preview: store.preview, search: store.search }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        if (value.trim() === '') showRecent();
        else suggest(value);
        return;
      }
      if (options.length === 0) return;
      const last = options.length - 1;
      setActive((index) =>
        event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
      return;
    }
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else if (value) {
        event.preventDefault();
        setValue('');
      }
      return;
    }
    if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      follow(options[active]);
    }
  };

  const activeOption = open && active >= 0 ? options[active] : undefined;
  const groups: { kind: SuggestOption['kind']; label: string }[] = [
    { kind: 'recent', label: t.searchRecent },
    { kind: 'suggestion', label: t.searchSuggestions },
    { kind: 'category', label: t.searchCategories },
    { kind: 'product', label: t.searchProducts },
  ];
  return (
    <div className="search-suggest">
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        value={value}
        maxLength={200}
        placeholder={t.searchLabel}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          suggest(event.target.value);
        }}
        onFocus={() => {
          if (value.trim() === '') showRecent();
        }}
        onBlur={(event) => {
          // Leaving the whole widget (not moving to its own buttons) closes the list.
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) close();
        }}
        onKeyDown={onKeyDown}
      />
      <div className="search-suggest__popup" hidden={!open}>
        <div
          id={listId}
          role="listbox"
          aria-label={recentShown ? t.searchRecent : t.searchSuggestions}
          className="search-suggest__list"
        >
          {groups.map((group) => {
            const inGroup = options
              .map((option, index) => ({ option, index }))
              .filter(({ option }) => option.kind === group.kind);
            if (inGroup.length === 0) return null;
            return (
              <div key={group.kind} role="group" aria-label={group.label} className="search-suggest__group">
                <div aria-hidden="true" className="search-suggest__group-label">
                  {group.label}
                </div>
                {inGroup.map(({ option, index }) => (
                  // Focus stays in the input, whose arrow keys move aria-activedescendant and whose Enter follows
                  // the active option; a click on an option follows it too.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- keyboard is on the combobox input (aria-activedescendant)
                  <div
                    key={option.id}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === active}
                    className="search-suggest__option"
                    // Keeps focus in the box, so the click does not first close the list.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => follow(option)}
                  >
                    {option.label}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        {recentShown && options.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="search-suggest__clear"
            onClick={() => {
              try {
                window.localStorage.removeItem(RECENT_KEY);
              } catch {
                // Nothing stored: nothing to clear.
              }
              setOptions([]);
              close();
              inputRef.current?.focus();
            }}
          >
            {t.searchClearRecent}
          </Button>
        ) : null}
      </div>
      {/* A live region without the status role: the page's own status messages stay the only "status". */}
      <p className="sb-visually-hidden" aria-live="polite">
        {open && !recentShown ? t.searchSuggestionsCount(options.length) : ''}
      </p>
    </div>
  );
}
