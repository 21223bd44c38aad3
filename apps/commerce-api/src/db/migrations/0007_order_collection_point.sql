-- The collection point (a stores row of kind collectionPoint) an order shipped with method pudo goes to, copied from
-- the cart's checkout at placement so the confirmation and order pages can name it.
alter table orders add column pudo_id text;
