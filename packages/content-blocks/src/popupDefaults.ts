/** The spec's default pop-up delay (content-blocks §9). Its own module: an app can schedule a pop-up without its code. */
export const POPUP_DEFAULT_DELAY_MS = 2000;
