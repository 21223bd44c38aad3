CREATE SEQUENCE "consumer_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 70000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 40000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "support_case_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1;--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor_id" text NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"page_url" text,
	"client_timestamp" timestamp with time zone,
	"consumer_no" text
);
--> statement-breakpoint
CREATE TABLE "answer_votes" (
	"answer_id" text NOT NULL,
	"voter" text NOT NULL,
	"vote" text NOT NULL,
	CONSTRAINT "answer_votes_pkey" PRIMARY KEY("answer_id","voter"),
	CONSTRAINT "answer_votes_vote_check" CHECK (vote in ('helpful', 'unhelpful'))
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" text PRIMARY KEY NOT NULL,
	"question_id" text NOT NULL,
	"text" text NOT NULL,
	"nickname" text NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"helpful_votes" integer DEFAULT 0 NOT NULL,
	"not_helpful_votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"consumer_no" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_kind_check" CHECK (kind in ('access', 'refresh'))
);
--> statement-breakpoint
CREATE TABLE "authorization_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"consumer_no" text NOT NULL,
	"code_challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "buy_in_store_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_no" text NOT NULL,
	"store_employee_id" text NOT NULL,
	"store_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart_checkouts" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"shipping_address" jsonb,
	"shipping_address_validated" boolean DEFAULT false NOT NULL,
	"shipping_method" text DEFAULT 'standard' NOT NULL,
	"pudo_id" text,
	"billing_address" jsonb,
	"reward" jsonb,
	"device_fingerprint" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_checkouts_shipping_method_check" CHECK (shipping_method in ('standard', 'pudo'))
);
--> statement-breakpoint
CREATE TABLE "cart_coupons" (
	"cart_id" uuid NOT NULL,
	"code" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_coupons_pkey" PRIMARY KEY("cart_id","code")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"upc" text NOT NULL,
	"qty" integer NOT NULL,
	"max_qty" integer NOT NULL,
	"fulfilment" text NOT NULL,
	"store_id" text,
	"recipe_id" text,
	"precreated_customs_code" text,
	"custom_amount" numeric(12, 2),
	"gift_option" jsonb,
	"product_image_url" text,
	"pdp_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customs" jsonb,
	CONSTRAINT "cart_items_qty_check" CHECK (qty > 0),
	CONSTRAINT "cart_items_max_qty_check" CHECK (max_qty > 0),
	CONSTRAINT "cart_items_fulfilment_check" CHECK (fulfilment in ('home', 'pickup', 'sts', 'digital', 'customs')),
	CONSTRAINT "cart_items_check" CHECK ((fulfilment in ('pickup', 'sts')) = (store_id is not null))
);
--> statement-breakpoint
CREATE TABLE "cart_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"item_id" uuid,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_payment_instruments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"payment_method_id" text NOT NULL,
	"payment_instrument_id" text,
	"details" jsonb NOT NULL,
	"amount" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_payment_instruments_payment_method_id_check" CHECK (payment_method_id in ('CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA', 'REWARD_CARD', 'REWARD_CODE', 'ATHLETES_PAYMENT'))
);
--> statement-breakpoint
CREATE TABLE "cart_price_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"item_id" uuid,
	"kind" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_price_adjustments_kind_check" CHECK (kind in ('amount', 'percent')),
	CONSTRAINT "cart_price_adjustments_value_check" CHECK (value > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_no" text NOT NULL,
	"site_id" text NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_status_check" CHECK (status in ('active', 'merged', 'ordered', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_id_check" CHECK (id ~ '^[0-9]{4,10}$')
);
--> statement-breakpoint
CREATE TABLE "consumer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_no" text NOT NULL,
	"approach_type" char(1) NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text NOT NULL,
	"phone_code" text,
	"recipient_contact_phone" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"province" text,
	"postal_code" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"is_validated" boolean DEFAULT false NOT NULL,
	"newsletter_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_addresses_approach_type_check" CHECK (approach_type in ('S', 'B'))
);
--> statement-breakpoint
CREATE TABLE "consumer_credentials" (
	"consumer_no" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_payment_instruments" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_no" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"fingerprint" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_payment_instruments_payment_method_id_check" CHECK (payment_method_id in ('CREDIT_CARD', 'GIFT_CARD', 'REWARD_CARD', 'REWARD_CODE', 'PAYPAL', 'KLARNA', 'ATHLETES_PAYMENT', 'LOYALTY_POINTS'))
);
--> statement-breakpoint
CREATE TABLE "consumer_profiles" (
	"consumer_no" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone_e164" text,
	"phone" text,
	"phone_code" text,
	"postal_code" text,
	"birth_date" date,
	"gender" text,
	"country_code" char(2),
	"site_id" text,
	"interests" text DEFAULT '' NOT NULL,
	"preferred_shoe_size" text,
	"acquisition_type" text,
	"campaign_name" text,
	"notification_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_loyalty_member" boolean DEFAULT false NOT NULL,
	"loyalty_opt_in_date" timestamp with time zone,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"terms_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_profiles_loyalty_points_check" CHECK (loyalty_points >= 0)
);
--> statement-breakpoint
CREATE TABLE "consumer_programmes" (
	"consumer_no" text NOT NULL,
	"programme" text NOT NULL,
	"external_id" text NOT NULL,
	"current_spend" numeric(12, 2) DEFAULT 0 NOT NULL,
	"annual_limit" numeric(12, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	CONSTRAINT "consumer_programmes_pkey" PRIMARY KEY("consumer_no","programme"),
	CONSTRAINT "consumer_programmes_programme_check" CHECK (programme in ('EMPLOYEE', 'ATHLETE', 'WRANX', 'IPA'))
);
--> statement-breakpoint
CREATE TABLE "consumer_subscriptions" (
	"consumer_no" text NOT NULL,
	"type" text NOT NULL,
	"channel" text NOT NULL,
	"optin" boolean NOT NULL,
	"double_optin" boolean DEFAULT false NOT NULL,
	"recipient" text NOT NULL,
	"category" text,
	"country" char(2),
	"region" text,
	"campaign_name" text,
	"optin_date" timestamp with time zone,
	"optout_date" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_subscriptions_pkey" PRIMARY KEY("consumer_no","type","channel"),
	CONSTRAINT "consumer_subscriptions_type_check" CHECK (type in ('Newsletter', 'LoyaltyNewsletter', 'Loyalty')),
	CONSTRAINT "consumer_subscriptions_channel_check" CHECK (channel in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"consumer_no" text PRIMARY KEY DEFAULT ('C' || nextval('consumer_no_seq')) NOT NULL,
	"consumer_type" text NOT NULL,
	"member_id" text,
	"is_employee_discount_tc_accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumers_consumer_type_check" CHECK (consumer_type in ('GUEST', 'REGISTERED', 'EMPLOYEE'))
);
--> statement-breakpoint
CREATE TABLE "content_page_versions" (
	"page_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"blocks" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_page_versions_pkey" PRIMARY KEY("page_id","version")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "content_pages_site_id_locale_slug_key" UNIQUE("site_id","locale","slug")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"options" jsonb NOT NULL,
	"consumer_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_experiences" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"targeting" jsonb NOT NULL,
	"variants" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor_id" text NOT NULL,
	"kind" text NOT NULL,
	"ids" jsonb NOT NULL,
	CONSTRAINT "engine_records_kind_check" CHECK (kind in ('RecClicks', 'RecImpressions', 'Impressions'))
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_no" text NOT NULL,
	"event_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_registrations_consumer_no_event_id_key" UNIQUE("consumer_no","event_id")
);
--> statement-breakpoint
CREATE TABLE "experiment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor_id" text NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"favorite_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"item_type" text DEFAULT 'product' NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_items_favorite_id_item_id_key" UNIQUE("favorite_id","item_id"),
	CONSTRAINT "favorite_items_qty_check" CHECK (qty > 0)
);
--> statement-breakpoint
CREATE TABLE "favorite_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_no" text NOT NULL,
	"shared_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_lists_status_check" CHECK (status in ('active', 'merged'))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"number_hash" text PRIMARY KEY NOT NULL,
	"last_four" char(4) NOT NULL,
	"pin_hash" text NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_no" text,
	"line_no" integer,
	CONSTRAINT "gift_cards_balance_check" CHECK (balance >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"upc" text NOT NULL,
	"location_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "inventory_pkey" PRIMARY KEY("upc","location_id"),
	CONSTRAINT "inventory_quantity_check" CHECK (quantity >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"consumer_no" text NOT NULL,
	"usid" text,
	"referral_code" text,
	"lead_source" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_no" text NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"upc" text NOT NULL,
	"name" text NOT NULL,
	"color_name" text NOT NULL,
	"size" text NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"row_total" numeric(12, 2) NOT NULL,
	"fulfilment" text NOT NULL,
	"store_id" text,
	"image_url" text,
	"returned_qty" integer DEFAULT 0 NOT NULL,
	"gift_option" jsonb,
	"customs" jsonb,
	CONSTRAINT "order_items_pkey" PRIMARY KEY("order_no","line_no"),
	CONSTRAINT "order_items_qty_check" CHECK (qty > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY DEFAULT ('SB' || nextval('order_no_seq')) NOT NULL,
	"consumer_no" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"totals" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"store_id" text,
	"store_employee_id" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"pudo_id" text,
	CONSTRAINT "orders_cart_id_key" UNIQUE("cart_id"),
	CONSTRAINT "orders_consumer_no_idempotency_key_key" UNIQUE("consumer_no","idempotency_key"),
	CONSTRAINT "orders_status_check" CHECK (status in ('pending_payment', 'confirmed', 'shipped', 'delivered', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_no" text,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"consumer_no" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_authorisations" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"card" jsonb NOT NULL,
	"challenge_result_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_authorisations_status_check" CHECK (status in ('authorised', 'challenge_required', 'declined', 'authentication_failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "product_categories_pkey" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"upc" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_notifications_product_id_upc_email_key" UNIQUE NULLS NOT DISTINCT("product_id","upc","email")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" text NOT NULL,
	"currency" char(3) NOT NULL,
	"original" numeric(12, 2) NOT NULL,
	"current" numeric(12, 2) NOT NULL,
	"historic_best" numeric(12, 2),
	"sales_price_active_date" timestamp with time zone,
	CONSTRAINT "product_prices_pkey" PRIMARY KEY("product_id","currency"),
	CONSTRAINT "product_prices_original_check" CHECK (original >= 0),
	CONSTRAINT "product_prices_current_check" CHECK (current >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_set_items" (
	"set_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_set_items_pkey" PRIMARY KEY("set_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "product_sets_id_check" CHECK (id ~ '^[A-Z0-9]{8,11}$')
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"upc" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"color_code" char(3) NOT NULL,
	"color_name" text NOT NULL,
	"color_hex" char(7) NOT NULL,
	"size" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_variants_product_id_color_code_size_key" UNIQUE("product_id","color_code","size"),
	CONSTRAINT "product_variants_upc_check" CHECK (upc ~ '^[0-9]{12}$')
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"description" text NOT NULL,
	"gender" text NOT NULL,
	"product_type" text NOT NULL,
	"category_id" text NOT NULL,
	"activities" text[] DEFAULT '{}' NOT NULL,
	"season" text NOT NULL,
	"badge" text,
	"eyebrow" text,
	"features" text[] DEFAULT '{}' NOT NULL,
	"max_qty" integer,
	"is_digital" boolean DEFAULT false NOT NULL,
	"is_customizable" boolean DEFAULT false NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_id_check" CHECK (id ~ '^[A-Z0-9]{8,11}$'),
	CONSTRAINT "products_gender_check" CHECK (gender in ('men', 'women', 'kids', 'unisex')),
	CONSTRAINT "products_max_qty_check" CHECK (max_qty is null or max_qty > 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"callout_message" text NOT NULL,
	"level" text NOT NULL,
	"promotion_class" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" numeric(12, 2) DEFAULT 0 NOT NULL,
	"thresholds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"applies_to" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requires_coupon" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promotions_level_check" CHECK (level in ('ORDER', 'PRODUCT', 'SHIPPING')),
	CONSTRAINT "promotions_discount_type_check" CHECK (discount_type in ('percent', 'amount', 'free_shipping'))
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"text" text NOT NULL,
	"nickname" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "questions_status_check" CHECK (status in ('published', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "return_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"tracking_number" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "return_labels_tracking_number_key" UNIQUE("tracking_number")
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" text NOT NULL,
	"voter" text NOT NULL,
	"vote" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_pkey" PRIMARY KEY("review_id","voter","vote"),
	CONSTRAINT "review_votes_vote_check" CHECK (vote in ('helpful', 'unhelpful', 'flag'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"nickname" text NOT NULL,
	"locale" text NOT NULL,
	"location" text,
	"is_recommended" boolean,
	"helpful_votes" integer DEFAULT 0 NOT NULL,
	"not_helpful_votes" integer DEFAULT 0 NOT NULL,
	"flags" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"author" text,
	"fit" text,
	"status" text DEFAULT 'published' NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK (rating between 1 and 5),
	CONSTRAINT "reviews_fit_check" CHECK (fit is null or fit in ('runsSmall', 'trueToSize', 'runsLarge')),
	CONSTRAINT "reviews_status_check" CHECK (status in ('published', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "save_for_later_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"upc" text,
	"qty" integer DEFAULT 1 NOT NULL,
	"page_url" text,
	"product_image_url" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "save_for_later_items_qty_check" CHECK (qty > 0)
);
--> statement-breakpoint
CREATE TABLE "save_for_later_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_no" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "save_for_later_lists_status_check" CHECK (status in ('active', 'merged'))
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" char(3) NOT NULL,
	"country_code" char(2) NOT NULL,
	"default_locale" text NOT NULL,
	"locales" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_charts" (
	"product_type" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"unit" text DEFAULT 'cm' NOT NULL,
	"columns" text[] NOT NULL,
	"rows" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_media" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"source" text DEFAULT 'instagram' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_media_status_check" CHECK (status in ('approved', 'pending', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "social_media_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" text NOT NULL,
	"reason" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_media_streams" (
	"media_id" text NOT NULL,
	"stream_id" text NOT NULL,
	CONSTRAINT "social_media_streams_pkey" PRIMARY KEY("media_id","stream_id")
);
--> statement-breakpoint
CREATE TABLE "social_stashes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_ids" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_id" text,
	"category" text
);
--> statement-breakpoint
CREATE TABLE "social_users" (
	"id" text PRIMARY KEY NOT NULL,
	"screen_name" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_employees" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"store_name" text NOT NULL,
	"name" text NOT NULL,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "store_employees_login_key" UNIQUE("login")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"province" text,
	"postal_code" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"phone" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"services" text[] NOT NULL,
	"opening_hours" jsonb NOT NULL,
	CONSTRAINT "stores_kind_check" CHECK (kind in ('store', 'collectionPoint'))
);
--> statement-breakpoint
CREATE TABLE "support_case_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_number" text NOT NULL,
	"position" integer NOT NULL,
	"file_name" text,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_case_photos_case_number_position_key" UNIQUE("case_number","position"),
	CONSTRAINT "support_case_photos_content_type_check" CHECK (content_type in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "support_case_photos_byte_size_check" CHECK (byte_size > 0)
);
--> statement-breakpoint
CREATE TABLE "support_cases" (
	"case_number" text PRIMARY KEY DEFAULT ('CS' || nextval('support_case_no_seq')) NOT NULL,
	"kind" text NOT NULL,
	"consumer_no" text,
	"email" text NOT NULL,
	"category" text,
	"subject" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_cases_kind_check" CHECK (kind in ('warranty', 'contact'))
);
--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_answer_id_fkey" FOREIGN KEY ("answer_id") REFERENCES "answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_codes" ADD CONSTRAINT "authorization_codes_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_in_store_sessions" ADD CONSTRAINT "buy_in_store_sessions_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_in_store_sessions" ADD CONSTRAINT "buy_in_store_sessions_store_employee_id_fkey" FOREIGN KEY ("store_employee_id") REFERENCES "store_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD CONSTRAINT "cart_checkouts_cart_id_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD CONSTRAINT "cart_checkouts_pudo_id_fkey" FOREIGN KEY ("pudo_id") REFERENCES "stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_cart_id_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_code_fkey" FOREIGN KEY ("code") REFERENCES "coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_upc_fkey" FOREIGN KEY ("upc") REFERENCES "product_variants"("upc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_notifications" ADD CONSTRAINT "cart_notifications_cart_id_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_payment_instruments" ADD CONSTRAINT "cart_payment_instruments_cart_id_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_price_adjustments" ADD CONSTRAINT "cart_price_adjustments_cart_id_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_price_adjustments" ADD CONSTRAINT "cart_price_adjustments_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_addresses" ADD CONSTRAINT "consumer_addresses_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_credentials" ADD CONSTRAINT "consumer_credentials_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_payment_instruments" ADD CONSTRAINT "consumer_payment_instruments_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_profiles" ADD CONSTRAINT "consumer_profiles_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_profiles" ADD CONSTRAINT "consumer_profiles_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_programmes" ADD CONSTRAINT "consumer_programmes_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_subscriptions" ADD CONSTRAINT "consumer_subscriptions_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_page_id_fkey" FOREIGN KEY ("page_id") REFERENCES "content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_favorite_id_fkey" FOREIGN KEY ("favorite_id") REFERENCES "favorite_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_lists" ADD CONSTRAINT "favorite_lists_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_upc_fkey" FOREIGN KEY ("upc") REFERENCES "product_variants"("upc") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_tokens" ADD CONSTRAINT "loyalty_tokens_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_no_fkey" FOREIGN KEY ("order_no") REFERENCES "orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_no_fkey" FOREIGN KEY ("order_no") REFERENCES "orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_authorisations" ADD CONSTRAINT "payment_authorisations_order_no_fkey" FOREIGN KEY ("order_no") REFERENCES "orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_notifications" ADD CONSTRAINT "product_notifications_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_items" ADD CONSTRAINT "product_set_items_set_id_fkey" FOREIGN KEY ("set_id") REFERENCES "product_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_items" ADD CONSTRAINT "product_set_items_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_labels" ADD CONSTRAINT "return_labels_order_no_fkey" FOREIGN KEY ("order_no") REFERENCES "orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_for_later_items" ADD CONSTRAINT "save_for_later_items_list_id_fkey" FOREIGN KEY ("list_id") REFERENCES "save_for_later_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_for_later_lists" ADD CONSTRAINT "save_for_later_lists_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media" ADD CONSTRAINT "social_media_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "social_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_reports" ADD CONSTRAINT "social_media_reports_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "social_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_streams" ADD CONSTRAINT "social_media_streams_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "social_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_streams" ADD CONSTRAINT "social_media_streams_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "social_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_case_photos" ADD CONSTRAINT "support_case_photos_case_number_fkey" FOREIGN KEY ("case_number") REFERENCES "support_cases"("case_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_consumer_no_fkey" FOREIGN KEY ("consumer_no") REFERENCES "consumers"("consumer_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("visitor_id","received_at");--> statement-breakpoint
CREATE INDEX "answers_question_id_idx" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_consumer_no_idx" ON "auth_tokens" USING btree ("consumer_no");--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_at_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "authorization_codes_consumer_no_idx" ON "authorization_codes" USING btree ("consumer_no");--> statement-breakpoint
CREATE INDEX "authorization_codes_expires_at_idx" ON "authorization_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "buy_in_store_sessions_one_open" ON "buy_in_store_sessions" USING btree ("consumer_no") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "cart_items_cart_id_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_notifications_cart_id_idx" ON "cart_notifications" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_payment_instruments_cart_id_idx" ON "cart_payment_instruments" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_price_adjustments_cart_id_idx" ON "cart_price_adjustments" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_active_per_consumer_site" ON "carts" USING btree ("consumer_no","site_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "consumer_addresses_consumer_no_idx" ON "consumer_addresses" USING btree ("consumer_no");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_addresses_one_main" ON "consumer_addresses" USING btree ("consumer_no","approach_type") WHERE main;--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_payment_instruments_unique" ON "consumer_payment_instruments" USING btree ("consumer_no","payment_method_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_payment_instruments_one_main" ON "consumer_payment_instruments" USING btree ("consumer_no","payment_method_id") WHERE main;--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_profiles_email_idx" ON "consumer_profiles" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_profiles_phone_idx" ON "consumer_profiles" USING btree ("phone_e164") WHERE phone_e164 is not null;--> statement-breakpoint
CREATE INDEX "consumers_guest_created_at_idx" ON "consumers" USING btree ("created_at") WHERE consumer_type = 'GUEST';--> statement-breakpoint
CREATE INDEX "engine_records_visitor_idx" ON "engine_records" USING btree ("visitor_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "experiment_events_visitor_idx" ON "experiment_events" USING btree ("visitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_lists_one_active" ON "favorite_lists" USING btree ("consumer_no") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_no") WHERE order_no is not null;--> statement-breakpoint
CREATE INDEX "inventory_location_id_idx" ON "inventory" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "order_events_order_no_idx" ON "order_events" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE INDEX "orders_consumer_no_idx" ON "orders" USING btree ("consumer_no","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbound_messages_recipient_idx" ON "outbound_messages" USING btree ("recipient","kind");--> statement-breakpoint
CREATE INDEX "payment_authorisations_order_no_idx" ON "payment_authorisations" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "product_categories_category_id_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_set_items_product_id_idx" ON "product_set_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_id_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_type_gender_idx" ON "products" USING btree ("product_type","gender");--> statement-breakpoint
CREATE INDEX "questions_product_id_idx" ON "questions" USING btree ("product_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "reviews_product_id_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author") WHERE author is not null;--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "save_for_later_items_list_id_idx" ON "save_for_later_items" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "save_for_later_lists_one_active" ON "save_for_later_lists" USING btree ("consumer_no") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "store_employees_store_id_idx" ON "store_employees" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "stores_country_code_idx" ON "stores" USING btree ("country_code");