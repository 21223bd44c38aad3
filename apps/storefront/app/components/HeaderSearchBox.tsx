import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useText } from '../lib/useText';
import type { SearchAutoSuggestProps } from './SearchAutoSuggest';

type SuggestModule = typeof import('./SearchAutoSuggest');

let suggestModule: SuggestModule | undefined;
let loading: Promise<SuggestModule> | undefined;
const loadSuggest = () => (loading ??= import('./SearchAutoSuggest').then((module) => (suggestModule = module)));

/**
 * The header's search box, whose auto-suggest code loads only when a shopper reaches for it (points at, touches or
 * focuses the box): until then a plain search field of the header's GET form with the combobox's name and role, so
 * a page's first load carries no suggestion code. The live `SearchAutoSuggest` then takes its place with the text
 * typed so far and the focus.
 *
 * @example
 * <HeaderSearchBox inputId="site-search-q" defaultValue={q} />
 */
export function HeaderSearchBox({ inputId, defaultValue }: Omit<SearchAutoSuggestProps, 'takeFocus'>) {
  const t = useText();
  const [live, setLive] = useState<SuggestModule | undefined>(() => suggestModule);
  const taken = useRef<{ value: string; focused: boolean }>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  const wake = () => {
    if (live) return;
    loadSuggest().then(
      (module) => {
        const input = inputRef.current;
        taken.current = input ? { value: input.value, focused: document.activeElement === input } : undefined;
        // At once: a key pressed between reading the box and drawing the live one would be lost.
        flushSync(() => setLive(() => module));
      },
      () => undefined, // Offline: the plain box still submits the search.
    );
  };

  if (live) {
    return (
      <live.SearchAutoSuggest
        inputId={inputId}
        defaultValue={taken.current?.value ?? defaultValue}
        takeFocus={taken.current?.focused ?? false}
      />
    );
  }
  return (
    <div className="search-suggest">
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={200}
        placeholder={t.searchLabel}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={`${inputId}-list`}
        onFocus={wake}
        onPointerEnter={wake}
        onTouchStart={wake}
      />
      {/* The list the live box fills; empty and hidden until then. */}
      <div id={`${inputId}-list`} role="listbox" aria-label={t.searchSuggestions} hidden />
    </div>
  );
}
