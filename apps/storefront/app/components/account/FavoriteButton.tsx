import { useFetcher } from 'react-router';
import './FavoriteButton.css';
import { StoreLink, useStoreHref } from '../StoreLink';
import { useShopperRoles } from '../../lib/useShopperRoles';
import { useText } from '../../lib/useText';
import { oneAtATime } from '../../lib/oneAtATime';

/**
 * "Add to favorites" for a product page. A form posting to the favourites page's action: without JavaScript the
 * shopper lands on their favourites with the product added; with it, the product page stays and says so. Not drawn
 * for employees, who have no favourites (spec §6).
 *
 * @example
 * <FavoriteButton productId={product.id} productName={product.name} />
 */
export function FavoriteButton({ productId, productName }: { productId: string; productName: string }) {
  const TEXT = useText().accountMisc;
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const action = useStoreHref('/favorites');
  const { usesWishlists } = useShopperRoles();
  if (!usesWishlists) return null;
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const pending = oneAtATime(fetcher.state !== 'idle');
  return (
    <fetcher.Form method="post" action={action} className="favorite-button" onSubmit={pending.onSubmit}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <button type="submit" className="favorite-button__submit" {...pending.button}>
        {TEXT.addFavorite} <span className="sb-visually-hidden">{productName}</span>
      </button>
      <p role="status" className="favorite-button__status">
        {result?.ok ? (
          <>
            {result.message} <StoreLink to="/favorites">{TEXT.seeFavorites}</StoreLink>
          </>
        ) : null}
      </p>
      <p role="alert" className="favorite-button__status">
        {result && !result.ok ? result.message : null}
      </p>
    </fetcher.Form>
  );
}
