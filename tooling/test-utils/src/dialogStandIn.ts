/**
 * jsdom has `<dialog>` but neither `showModal()` nor `close()`. This stands in for the browser's behaviour that
 * dialog components rely on — the `open` attribute, focus moving to the first control, the `close` event — so
 * component tests can open and close dialogs. Real-browser behaviour is covered by stories and e2e tests in
 * Chromium. Does nothing where the environment already has `showModal` (a real browser).
 *
 * @example
 * beforeAll(installDialogStandIn);
 */
export function installDialogStandIn(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  Object.defineProperty(proto, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute('open', value);
    },
  });
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
