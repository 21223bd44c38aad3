// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyHandover, captureHandover } from './islandHandover';
import { inertButton } from './liveClick';

afterEach(() => {
  document.body.innerHTML = '';
});

/** An island's markup as a detached element (the server's, before its code came; or the live one). */
function markup(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** Which forms of `root` were sent, by their `name`. */
function sentForms(root: Element): string[] {
  const sent: string[] = [];
  root.querySelectorAll('form').forEach((form) =>
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(form.getAttribute('name') ?? '?');
    }),
  );
  return sent;
}

describe('handing a form sent before the code came to the live island', () => {
  it('sends the live form of the same key, though the live island draws another form before it', () => {
    const server = markup(
      '<form name="translate-get" method="get" action="/p/parka" data-sb-form="translate:R1"><button>Translate</button></form>',
    );
    const form = server.querySelector('form')!;
    const handover = captureHandover(server, null, { form, submitter: form.querySelector('button') });
    const live = markup(
      '<form name="vote" method="post" action="/p/parka/act"><button>Helpful</button></form>' +
        '<form name="translate-live" method="post" action="/p/parka/act" data-sb-form="translate:R1"><button>Translate</button></form>',
    );
    const sent = sentForms(live);
    applyHandover(live, handover);
    expect(sent).toEqual(['translate-live']);
  });

  it('drops the submission when the live form in its place goes elsewhere (never a vote for a translation)', () => {
    const server = markup('<form name="a" method="get" action="/p/parka"><button>Translate</button></form>');
    const form = server.querySelector('form')!;
    const handover = captureHandover(server, null, { form, submitter: null });
    const live = markup('<form name="vote" method="post" action="/p/parka/act"><button>Helpful</button></form>');
    const sent = sentForms(live);
    applyHandover(live, handover);
    expect(sent).toEqual([]);
  });

  it('sends the live form that asks for the same thing, though another to the same place stands in its position', () => {
    const feedback = (id: string) =>
      `<form name="vote-${id}" method="post" action="/p/parka/act"><input type="hidden" name="intent" value="voteReview">` +
      `<input type="hidden" name="id" value="${id}"><button name="vote" value="helpful">Helpful</button></form>` +
      `<form name="report-${id}" method="post" action="/p/parka/act"><input type="hidden" name="intent" value="flagReview">` +
      `<input type="hidden" name="id" value="${id}"><button>Report</button></form>`;
    const server = markup(feedback('R1') + feedback('R2'));
    const form = server.querySelector<HTMLFormElement>('form[name="vote-R2"]')!;
    const handover = captureHandover(server, null, { form, submitter: form.querySelector('button') });
    // Live, each form also says script runs, and one more form to the same place comes first.
    const live = markup(
      (
        '<form name="translate" method="post" action="/p/parka/act"><input type="hidden" name="intent" value="translateReview"></form>' +
        feedback('R1') +
        feedback('R2')
      ).replaceAll(
        '<input type="hidden" name="intent"',
        '<input type="hidden" name="js" value="1"><input type="hidden" name="intent"',
      ),
    );
    const sent = sentForms(live);
    applyHandover(live, handover);
    expect(sent).toEqual(['vote-R2']);
  });

  it('drops the submission when no live form asks for the same thing', () => {
    const server = markup(
      '<form name="vote" method="post" action="/act"><input type="hidden" name="intent" value="voteReview"><button>Helpful</button></form>',
    );
    const form = server.querySelector('form')!;
    const handover = captureHandover(server, null, { form, submitter: null });
    const live = markup(
      '<form name="report" method="post" action="/act"><input type="hidden" name="intent" value="flagReview"><button>Report</button></form>',
    );
    const sent = sentForms(live);
    applyHandover(live, handover);
    expect(sent).toEqual([]);
  });

  it('sends the live form in the same place when it goes to the same place, with the same submit button', () => {
    const server = markup(
      '<form name="vote" method="post" action="/act"><button name="v" value="yes">Yes</button><button name="v" value="no">No</button></form>',
    );
    const form = server.querySelector('form')!;
    const no = form.querySelectorAll('button')[1]!;
    const handover = captureHandover(server, null, { form, submitter: no });
    const live = markup(
      '<button type="button">Open</button><form name="vote" method="post" action="/act"><button name="v" value="yes">Yes</button><button name="v" value="no">No</button></form>',
    );
    const submitters: (string | undefined)[] = [];
    live.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitters.push((event.submitter as HTMLButtonElement | null)?.value);
    });
    applyHandover(live, handover);
    expect(submitters).toEqual(['no']);
  });
});

describe("handing the shopper's fields to the live island", () => {
  const form = (flag: string) =>
    `<form method="post" action="/act">${flag}<input type="hidden" name="intent" value="notify">` +
    '<select name="upc"><option value="S1">S</option><option value="M1">M</option></select>' +
    '<input name="email" type="email"><button>Notify me</button></form>';

  it('leaves the live hidden fields alone though the live form holds one more (a script flag) than its markup', () => {
    const server = markup(form(''));
    server.querySelector('select')!.value = 'M1';
    server.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'casey@example.com';
    const handover = captureHandover(server);
    const live = markup(form('<input type="hidden" name="js" value="1">'));
    applyHandover(live, handover);
    expect(Object.fromEntries(new FormData(live.querySelector('form')!))).toEqual({
      js: '1',
      intent: 'notify',
      upc: 'M1',
      email: 'casey@example.com',
    });
  });

  it('hands over nothing for a list the shopper did not touch (its first option shown by default)', () => {
    const server = markup(form(''));
    expect(captureHandover(server).fields).toEqual([]);
  });
});

describe('handing a click before the code came to the live island', () => {
  it('clicks the live button that says the same when the live island draws more buttons before it', () => {
    const server = markup(
      '<form method="get" action="/p/parka/review"><button type="submit" data-sb-live-click>Write a review</button></form>',
    );
    const trigger = server.querySelector('button')!;
    const handover = captureHandover(server, trigger);
    const live = markup('<button type="button">Close</button><button type="button">Write a review</button>');
    const close = vi.fn();
    const open = vi.fn();
    live.querySelectorAll('button')[0]!.addEventListener('click', close);
    live.querySelectorAll('button')[1]!.addEventListener('click', open);
    applyHandover(live, handover);
    expect([close.mock.calls.length, open.mock.calls.length]).toEqual([0, 1]);
  });
});

describe('inertButton', () => {
  it("keeps a click on a form's submit button marked LIVE_CLICK, and lets other submit buttons send their form", () => {
    const root = markup(
      '<form><button type="submit" data-sb-live-click>Write a review</button></form><form><button type="submit">Vote</button></form>',
    );
    const [live, plain] = root.querySelectorAll('button');
    expect(inertButton(live!)).toBe(live);
    expect(inertButton(plain!)).toBeNull();
  });
});
