import { createContext } from 'react-router';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/** The shopper's session for this request, set by the root middleware. */
export const sessionContext = createContext<RequestSession>();

/** The store of this request, set by the locale layout's middleware once the locale is known to be served. */
export const storeContext = createContext<Store>();
