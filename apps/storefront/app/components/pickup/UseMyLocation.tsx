import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStoresText } from '../../lib/storesText';

/**
 * The store locator's "Use my location" button: asks the browser for its position and searches around it
 * (`?lat=&lng=` on the locator's own URL, keeping the other parameters). It only appears once the page is
 * hydrated, since without JavaScript there is no position to read; a refused, failing or missing geolocation says
 * so and leaves the postal code or city search to the shopper.
 *
 * @example
 * <UseMyLocation search={location.search} />
 */
export function UseMyLocation({ search }: { search: string }) {
  const t = useStoresText();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<'idle' | 'locating' | 'denied' | 'unavailable' | 'unsupported'>('idle');
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState('unsupported');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const params = new URLSearchParams(search);
        params.delete('q');
        // Four decimals (about 10 m) are plenty for the nearest store and keep the URL short.
        params.set('lat', position.coords.latitude.toFixed(4));
        params.set('lng', position.coords.longitude.toFixed(4));
        setState('idle');
        navigate(`?${params.toString()}`);
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  const message =
    state === 'locating'
      ? t.storesLocating
      : state === 'denied'
        ? t.storesLocationDenied
        : state === 'unavailable'
          ? t.storesLocationUnavailable
          : state === 'unsupported'
            ? t.storesLocationUnsupported
            : '';
  return (
    <p className="store-locator__position">
      <button type="button" className="sb-button" onClick={locate} disabled={state === 'locating'}>
        {t.storesUseLocation}
      </button>{' '}
      <span role="status" className={state === 'locating' || state === 'idle' ? undefined : 'store-locator__problem'}>
        {message}
      </span>
    </p>
  );
}
