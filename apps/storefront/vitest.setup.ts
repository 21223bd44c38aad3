// The French catalogue is a module of its own that the server and the browser load up front; so do the tests.
import './app/lib/messagesFr';
