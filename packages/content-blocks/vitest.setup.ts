// Components draw rich text through useCleanHtml, which waits for the sanitiser's chunk the first time in a
// browser; an app loads it before rendering (a server through preloadBlockPreparer), and so do the tests, which
// render components on their own and synchronously.
import './src/sanitizeRichText';
