/** Built by vite.config.ts (`messageChunks`): each language's catalogue chunk and the chunks it imports, as URLs. */
declare module 'virtual:switchback/message-chunks' {
  const chunks: Readonly<Record<import('./lib/messages').Language, readonly string[]>>;
  export default chunks;
}
