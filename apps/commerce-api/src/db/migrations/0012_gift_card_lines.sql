-- Gift cards bought in the shop (issue 16): an order line keeps the gift option (recipient name, e-mail, message)
-- its card is sent with, and a gift card issued by an order names that order line (null for the demo cards).
alter table order_items add column gift_option jsonb;
alter table gift_cards add column order_no text;
alter table gift_cards add column line_no integer;
create index gift_cards_order_idx on gift_cards (order_no) where order_no is not null;
