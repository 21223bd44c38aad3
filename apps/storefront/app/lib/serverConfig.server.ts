/**
 * Server settings from the environment, read on each call so tests can change them.
 *
 * | variable | default | |
 * | --- | --- | --- |
 * | `COMMERCE_API_URL` | `http://127.0.0.1:4000` | commerce-api's base URL |
 * | `COMMERCE_API_ACCESS_KEY` | unset | sent as `x-access-key` to commerce-api, never to browsers |
 * | `CMS_PREVIEW_ACCESS_KEY` | unset | sent as `x-preview-access` on preview content calls |
 *
 * @example
 * const { commerceApiUrl } = serverConfig();
 */
export function serverConfig() {
  return {
    commerceApiUrl: (process.env.COMMERCE_API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, ''),
    accessKey: process.env.COMMERCE_API_ACCESS_KEY || undefined,
    previewAccessKey: process.env.CMS_PREVIEW_ACCESS_KEY || undefined,
  };
}

/** The brand and client-app names this storefront sends to commerce-api. */
export const BRAND = 'switchback';
export const CLIENT_APP = 'storefront';
