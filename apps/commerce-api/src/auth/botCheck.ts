import { ApiError } from '../http/ApiError';

/**
 * The sandbox bot check. The reference API has no third-party bot service: a missing response passes (local
 * development and scripts), and a response starting with `fail` is refused with 403 AUT403, so clients can exercise
 * the captcha-failure path. A real provider's verification replaces this function.
 * @example
 * checkBotResponse(body.botResponse);
 */
export function checkBotResponse(botResponse: string | undefined): void {
  if (botResponse !== undefined && botResponse.startsWith('fail')) {
    throw new ApiError(403, 'AUT403', 'The bot check failed; please try again');
  }
}
