import { advanceSignInFlow, startSignInFlow, type SignInFlowEvent, type SignInFlowInput } from '@switchback/auth';
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { toFlowView, type FlowView, type ShopperStatus } from '../../lib/authFlowView';
import { usePersistedAuthFacts } from '../../lib/useShopper';
import { HeaderAccount, ShopperNotices } from './HeaderAccount';
import { SignOutButton } from './SignOutButton';

// Shared by the sign-in component tests: flow views at a given step, shopper statuses, and the header drawn under a
// root route whose loader answers the shopper (as the shop's root loader does).

/** The flow's view after the given events, as the server would hand it to the page. */
export function viewAt(input: SignInFlowInput, ...events: SignInFlowEvent[]): FlowView {
  return toFlowView(events.reduce(advanceSignInFlow, startSignInFlow(input)), {});
}

/** A shopper status: a guest unless overridden. */
export function shopper(overrides: Partial<ShopperStatus> = {}): ShopperStatus {
  return {
    registered: false,
    consumerType: 'GUEST',
    consumerNo: 'C1',
    termsPending: false,
    spend: null,
    currency: null,
    associate: null,
    justSignedIn: false,
    ...overrides,
  };
}

/** The header's account entry, notices and sign-out button at `url`, with a sign-in action answering the lookup. */
/** What the shop's header keeps in step with the session (`SiteHeader`). */
function PersistedAuthFacts() {
  usePersistedAuthFacts();
  return null;
}

export function renderHeader(status: ShopperStatus, url = '/en-us/cart') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ shopper: status }),
      HydrateFallback: () => null,
      children: [
        {
          path: ':locale/*',
          Component: () => (
            <>
              <PersistedAuthFacts />
              <ul>
                <HeaderAccount />
              </ul>
              <ShopperNotices />
              <SignOutButton />
            </>
          ),
        },
        {
          path: ':locale/sign-in',
          action: async ({ request }) => {
            const form = await request.formData();
            if (form.get('intent') === 'lookup')
              return { flow: viewAt({}, { type: 'LOOKUP_DONE', email: String(form.get('email')), exists: true }) };
            return { flow: viewAt({}) };
          },
          Component: () => <p>sign-in page</p>,
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}
