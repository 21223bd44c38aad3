-- A cart may also be paid with athlete credit and with reward codes (spec §3 payment instrument), each for a
-- fixed amount like gift cards.
alter table cart_payment_instruments drop constraint cart_payment_instruments_payment_method_id_check;
alter table cart_payment_instruments add constraint cart_payment_instruments_payment_method_id_check
  check (payment_method_id in ('CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA', 'REWARD_CARD', 'REWARD_CODE', 'ATHLETES_PAYMENT'));
