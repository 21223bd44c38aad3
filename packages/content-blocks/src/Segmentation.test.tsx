import { render, screen } from '@testing-library/react';
import {
  segmentConditions,
  shopperContextFrom,
  type SegmentCondition,
  type ShopperContext,
  GUEST_SHOPPER,
} from '@switchback/personalisation';
import { describe, expect, it, vi } from 'vitest';
import { BlockRenderer } from './BlockRenderer';
import type { Block } from './parseBlock';

const text = (id: string, words: string): Block => ({ id, type: 'richText', richText: { html: `<p>${words}</p>` } });

const guest: ShopperContext = GUEST_SHOPPER;
const member: ShopperContext = { ...guest, loggedIn: true };

// For every condition of content-blocks §5: a shopper it is true for, and one it is false for.
const cases: Record<SegmentCondition, [ShopperContext, ShopperContext]> = {
  loggedout: [guest, member],
  loggedin: [member, guest],
  'loyalty-loggedin': [{ ...member, loyaltyMember: true }, member],
  'non-loyalty-loggedin': [member, { ...member, loyaltyMember: true }],
  'employee-loggedin': [
    { ...member, employee: true },
    { ...guest, employee: true },
  ],
  'non-employee-loggedin': [member, { ...member, employee: true }],
  'cart-empty': [guest, { ...guest, cartItemCount: 2 }],
  'cart-not-empty': [{ ...guest, cartItemCount: 2 }, guest],
  'ipa-wranx-loggedin': [{ ...member, identityTypes: ['WRANX'] }, member],
  'non-ipa-wranx-loggedin': [member, { ...member, identityTypes: ['IPA'] }],
  'wranx-loggedin': [
    { ...member, identityTypes: ['WRANX'] },
    { ...member, identityTypes: ['IPA'] },
  ],
  'non-wranx-loggedin': [
    { ...member, identityTypes: ['IPA'] },
    { ...member, identityTypes: ['WRANX'] },
  ],
  'ipa-loggedin': [
    { ...member, identityTypes: ['IPA'] },
    { ...guest, identityTypes: ['IPA'] },
  ],
  'non-ipa-loggedin': [member, { ...member, identityTypes: ['IPA'] }],
  'athletes-loggedin': [{ ...member, athlete: true }, member],
  'non-athletes-loggedin': [member, { ...member, athlete: true }],
};

function segmentation(segments: { id: string; words: string }[], baseline?: string): Block {
  return {
    id: 'home-segmentation',
    type: 'segmentation',
    segments: segments.map(({ id, words }) => ({ id, targets: [text(`t-${id}`, words)] })),
    baselines: baseline ? [{ targets: [text('t-baseline', baseline)] }] : [],
  };
}

describe('Segmentation', () => {
  it('covers every segment condition of the spec', () => {
    expect(Object.keys(cases).sort()).toEqual([...segmentConditions].sort());
  });

  it.each(Object.entries(cases))('shows the %s segment only to shoppers it is true for', (condition, [yes, no]) => {
    const block = segmentation([{ id: condition, words: `Content for ${condition}` }], 'Everyone else');
    const { rerender } = render(<BlockRenderer blocks={[block]} shopper={yes} />);
    expect(screen.getByText(`Content for ${condition}`)).toBeInTheDocument();
    rerender(<BlockRenderer blocks={[block]} shopper={no} />);
    expect(screen.queryByText(`Content for ${condition}`)).toBeNull();
    expect(screen.getByText('Everyone else')).toBeInTheDocument();
  });

  it('shows a demo account’s segment from its API profile (shopperContextFrom)', () => {
    const block = segmentation(
      [
        { id: 'employee-loggedin', words: 'Staff: 40% off until Sunday' },
        { id: 'ipa-loggedin', words: 'Pro deals on guiding kit' },
        { id: 'loggedin', words: 'Welcome back' },
      ],
      'Sign in for member prices',
    );
    const profile = (consumerType: string, consumerDetails: object) => ({
      consumerType,
      isLoyaltyMember: false,
      consumerDetails,
    });
    const { rerender } = render(
      <BlockRenderer blocks={[block]} shopper={shopperContextFrom(profile('EMPLOYEE', { employee: { id: 'E-7' } }))} />,
    );
    expect(screen.getByText('Staff: 40% off until Sunday')).toBeInTheDocument();
    rerender(
      <BlockRenderer
        blocks={[block]}
        shopper={shopperContextFrom(profile('REGISTERED', { identity: [{ type: 'IPA' }] }))}
      />,
    );
    expect(screen.getByText('Pro deals on guiding kit')).toBeInTheDocument();
    rerender(<BlockRenderer blocks={[block]} shopper={shopperContextFrom(profile('REGISTERED', {}))} />);
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    rerender(<BlockRenderer blocks={[block]} shopper={shopperContextFrom(undefined)} />);
    expect(screen.getByText('Sign in for member prices')).toBeInTheDocument();
  });

  it('uses the first matching segment in editor order', () => {
    const block = segmentation([
      { id: 'loyalty-loggedin', words: 'Members: double points on boots' },
      { id: 'loggedin', words: 'Welcome back' },
    ]);
    render(<BlockRenderer blocks={[block]} shopper={{ ...member, loyaltyMember: true }} />);
    expect(screen.getByText('Members: double points on boots')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back')).toBeNull();
  });

  it('lets a test override win over a matching condition, and ignores an override it does not have', () => {
    const block = segmentation(
      [
        { id: 'loggedin', words: 'Welcome back' },
        { id: 'employee-loggedin', words: 'Staff discount' },
      ],
      'Join Trail Club',
    );
    const { rerender } = render(<BlockRenderer blocks={[block]} shopper={member} testOverride="employee-loggedin" />);
    expect(screen.getByText('Staff discount')).toBeInTheDocument();
    rerender(<BlockRenderer blocks={[block]} shopper={member} testOverride="athletes-loggedin" />);
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
  });

  it('shows the baseline (or an override) when the shopper is unknown, never a guessed segment', () => {
    const block = segmentation([{ id: 'loggedout', words: 'Sign in for free delivery' }], 'Free delivery over £50');
    const { rerender } = render(<BlockRenderer blocks={[block]} />);
    expect(screen.getByText('Free delivery over £50')).toBeInTheDocument();
    rerender(<BlockRenderer blocks={[block]} testOverride="loggedout" />);
    expect(screen.getByText('Sign in for free delivery')).toBeInTheDocument();
  });

  it('is an empty section when nothing matches and there is no baseline, explained in preview', () => {
    const block = segmentation([{ id: 'athletes-loggedin', words: 'Athlete kit' }]);
    const { container, rerender } = render(<BlockRenderer blocks={[block]} shopper={member} />);
    // Only the block's box-less slot, with nothing drawn in it.
    expect(container.querySelector('[data-block-type="segmentation"]')).toBeEmptyDOMElement();
    expect(container.textContent).toBe('');
    rerender(<BlockRenderer blocks={[block]} shopper={member} preview />);
    expect(screen.getByRole('note')).toHaveTextContent('shows nothing for this shopper');
  });

  it('leaves out an invalid target like any block', () => {
    const block: Block = {
      id: 'seg',
      type: 'segmentation',
      baselines: [{ targets: [{ id: 'bad', type: 'hero' }, text('ok', 'Still here')] }],
    };
    render(<BlockRenderer blocks={[block]} shopper={guest} />);
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it('tracks the blocks it shows, not itself', () => {
    const onBlockEvent = vi.fn();
    const block: Block = {
      id: 'seg',
      type: 'segmentation',
      baselines: [
        {
          targets: [
            {
              id: 'join-banner',
              type: 'banner',
              variant: 'thin',
              title: 'Join Trail Club for free delivery',
              targets: [{ id: 'join', text: 'Join free', url: '/en-gb/sign-up' }],
              promotionTracking: { promotionId: 'trail-club' },
            },
          ],
        },
      ],
    };
    render(<BlockRenderer blocks={[block]} shopper={guest} onBlockEvent={onBlockEvent} />);
    screen.getByRole('link', { name: 'Join free' }).click();
    expect(onBlockEvent).toHaveBeenCalledOnce();
    expect(onBlockEvent.mock.calls[0]![0]).toMatchObject({
      blockId: 'join-banner',
      blockType: 'banner',
      promotion: { promotionId: 'trail-club' },
    });
  });
});
