-- Reviews written by shoppers (POST /products/v1/products/{productId}/reviews): the consumer number of the writer
-- (null for the seeded ones), for support and abuse handling, and the optional fit answer.
alter table reviews add column author text;
alter table reviews add column fit text check (fit is null or fit in ('runsSmall', 'trueToSize', 'runsLarge'));
create index reviews_author_idx on reviews (author) where author is not null;
