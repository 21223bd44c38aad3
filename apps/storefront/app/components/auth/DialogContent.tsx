import { useEffect, useState } from 'react';
import type { DialogContentName } from '../../lib/dialogContent';
import type { PreparedPage } from '../../lib/preparedBlocks.server';
import { PageContent } from '../PageContent';
import { useStoreHref } from '../StoreLink';

/** Each dialog page once per page's life: the request's promise by URL (`null` when unpublished or failed). */
const fetched = new Map<string, Promise<PreparedPage | null>>();

function dialogPage(href: string): Promise<PreparedPage | null> {
  let page = fetched.get(href);
  if (!page) {
    page = fetch(href, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ page: PreparedPage | null }>) : null))
      .then((body) => body?.page ?? null)
      .catch(() => null);
    fetched.set(href, page);
  }
  return page;
}

/**
 * A dialog's fixed-name CMS page (lib/dialogContent.ts), fetched the first time a dialog draws it and kept for the
 * rest of the page's life; nothing while it comes, or when it is unpublished or cannot be had (the dialog works
 * without it). `null` draws nothing.
 *
 * @example
 * <DialogContent name={view.step === 'signUp' ? 'sign-up-modal' : 'sign-in-modal'} />
 */
export function DialogContent({ name }: { name: DialogContentName | null }) {
  const href = useStoreHref(`/content/${name ?? ''}`);
  const [page, setPage] = useState<{ href: string; page: PreparedPage | null } | null>(null);
  useEffect(() => {
    if (!name) return undefined;
    let current = true;
    void dialogPage(href).then((loaded) => current && setPage({ href, page: loaded }));
    return () => {
      current = false;
    };
  }, [name, href]);
  return name && page?.href === href ? <PageContent page={page.page} /> : null;
}
