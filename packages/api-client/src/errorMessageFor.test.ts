import { describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from './ApiError';
import { defaultErrorCatalogue, errorMessageFor } from './errorMessageFor';
import { ResponseShapeError } from './ResponseShapeError';

const notFound = new ApiError({
  status: 404,
  errorId: 'BSK404',
  message: 'Basket not found',
  correlationId: 'corr-1',
  call: 'cart.getCart',
});

describe('errorMessageFor', () => {
  it.each(['AUT401', 'AUT418', 'AUT437', 'AUT438'])('maps %s to the invalid-credentials message', (errorId) => {
    const error = new ApiError({ status: 401, errorId, message: 'server says no' });
    expect(errorMessageFor(error, undefined, { report: () => {} })).toBe('The email or password is incorrect.');
  });

  it('uses the catalogue message for a known id and reports a warning with id and correlation id', () => {
    const report = vi.fn();
    expect(errorMessageFor(notFound, defaultErrorCatalogue, { report })).toBe(defaultErrorCatalogue.BSK404);
    expect(report).toHaveBeenCalledExactlyOnceWith({
      errorId: 'BSK404',
      correlationId: 'corr-1',
      status: 404,
      call: 'cart.getCart',
      message: 'Basket not found',
    });
  });

  it('falls back to the server message for an id the catalogue does not know', () => {
    const error = new ApiError({ status: 400, errorId: 'XYZ999', message: 'Coupon expired' });
    expect(errorMessageFor(error, defaultErrorCatalogue, { report: () => {} })).toBe('Coupon expired');
  });

  it('uses a catalogue the app passes instead of the default one', () => {
    expect(errorMessageFor(notFound, { BSK404: 'Panier introuvable.' }, { report: () => {} })).toBe(
      'Panier introuvable.',
    );
    expect(errorMessageFor(notFound, {}, { report: () => {} })).toBe('Basket not found');
  });

  it('does not treat inherited object keys as catalogue entries', () => {
    const error = new ApiError({ status: 400, errorId: 'toString', message: 'odd id' });
    expect(errorMessageFor(error, defaultErrorCatalogue, { report: () => {} })).toBe('odd id');
  });

  it('reports to console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    errorMessageFor(notFound);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BSK404'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('corr-1'));
  });

  it.each([
    ['a plain Error', new Error('boom')],
    ['a TypeError from fetch', new TypeError('fetch failed')],
    [
      'a ResponseShapeError',
      new ResponseShapeError('cart.getCart', [{ path: 'id', message: 'expected string, received number' }]),
    ],
    ['a string', 'oops'],
  ])('re-throws %s without reporting it', (_name, thrown) => {
    const report = vi.fn();
    expect(() => errorMessageFor(thrown, defaultErrorCatalogue, { report })).toThrow();
    try {
      errorMessageFor(thrown, defaultErrorCatalogue, { report });
    } catch (caught) {
      expect(caught).toBe(thrown);
    }
    expect(report).not.toHaveBeenCalled();
  });

  it('recognises an ApiError from another copy of the package by its brand', () => {
    const foreign = Object.assign(new Error('x'), { status: 404, errorId: 'BSK404' });
    Object.defineProperty(foreign, Symbol.for('@switchback/api-client/ApiError'), { value: true });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
