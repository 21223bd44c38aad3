import * as z from 'zod/mini';
import { maybe, maybeNumber, maybeString } from './fields';

/**
 * One article of the article search (content-blocks §3 "Article": id, url, picture, eyebrow; plus the title and
 * date the grid shows).
 *
 * @example
 * const article = articleSchema.parse({ id: 'journal/ridge-walks', url: '/en-us/journal/ridge-walks', title: 'Five ridge walks' });
 */
export const articleSchema = z.looseObject({
  id: z.string(),
  url: z.string(),
  title: maybeString,
  eyebrow: maybeString,
  date: maybeString,
  picture: maybe(z.looseObject({ url: z.string(), alt: maybeString, width: maybeNumber, height: maybeNumber })),
});

/**
 * The article search's answer (content-blocks §3 "Response: result, facets (id, label), numFound").
 *
 * @example
 * const { result, facets, numFound } = articleSearchSchema.parse(body);
 */
export const articleSearchSchema = z.looseObject({
  result: z.array(articleSchema),
  facets: z.array(z.looseObject({ id: z.string(), label: z.string() })),
  numFound: z.int().check(z.nonnegative()),
});

/**
 * An article of the search answer.
 *
 * @example
 * const link = (article: Article) => article.url;
 */
export type Article = z.infer<typeof articleSchema>;
/**
 * The article search's answer.
 *
 * @example
 * const more = (answer: ArticleSearch, shown: number) => shown < answer.numFound;
 */
export type ArticleSearch = z.infer<typeof articleSearchSchema>;
