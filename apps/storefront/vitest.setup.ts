// Every language's UI strings are chunks of their own that the server and the browser load up front; so do the tests.
import { loadShopStrings } from './app/testing/loadShopStrings';

await loadShopStrings();
