/**
 * Built by vite.config.ts (`messageChunks`): by catalogue and language (`'shell:fr'`, `'account:en'` …), the URLs of
 * the catalogue's own modules and of the other chunks they import.
 */
declare module 'virtual:switchback/message-chunks' {
  const catalogues: Readonly<Record<string, { modules: readonly string[]; chunks: readonly string[] }>>;
  export default catalogues;
}
