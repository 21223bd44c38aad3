// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyCatalogue } from './lazyCatalogue';
import { provideMessages } from './messages';

describe('lazyCatalogue', () => {
  it("draws a part whose strings are not loaded yet once they are, loading the page's language only", async () => {
    const imported: string[] = [];
    const greetings = lazyCatalogue<{ hello: string }>(['greeting'], {
      en: async () => {
        imported.push('en');
        provideMessages('greeting:en', { hello: 'Hello' });
      },
      fr: async () => {
        imported.push('fr');
        provideMessages('greeting:fr', { hello: 'Bonjour' });
      },
    });
    function Greeting() {
      return <p>{greetings.read('fr-ca').hello}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Greeting />
        </Suspense>,
      );
    });
    // Drawn before its strings were there, it waited for them (the page's language only) instead of failing.
    expect(screen.getByText('Bonjour')).toBeTruthy();
    expect(imported).toEqual(['fr']);
  });
});
