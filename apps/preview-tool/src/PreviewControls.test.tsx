import { screen } from '@testing-library/react';
import { previewDocTypes } from '@switchback/content-blocks';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { PreviewControls } from './PreviewControls';
import type { PreviewControlsValues } from './previewQuery';

function renderControls(initialValues: PreviewControlsValues = { docType: '', layoutVariant: '', limit: 20, q: '' }) {
  const onSubmit = vi.fn();
  const view = renderWithUser(
    <PreviewControls docTypes={previewDocTypes()} initialValues={initialValues} onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit };
}

describe('PreviewControls', () => {
  it('offers the block registry’s content types behind a "Select doctype" placeholder', () => {
    renderControls();
    const docType = screen.getByRole('combobox', { name: 'Document type' });
    expect(docType).toBeRequired();
    expect(docType).toHaveDisplayValue('Select doctype');
    const options = [...(docType as HTMLSelectElement).options].map((option) => option.textContent);
    // Every previewable block type of the registry, and it grows with the registry.
    expect(options).toEqual(['Select doctype', ...previewDocTypes().map((docType) => docType.label)]);
    expect(options).toEqual(expect.arrayContaining(['Hero', 'Rich text', 'Spacer']));
    // Spec: all content types except the promo bar and the mega menu levels.
    expect(options.filter((label) => /promo bar|mega menu/i.test(label ?? ''))).toEqual([]);
  });

  it('offers limits of 10, 20 and 50, with 20 chosen', () => {
    renderControls();
    const limit = screen.getByRole('combobox', { name: 'Limit' }) as HTMLSelectElement;
    expect([...limit.options].map((option) => option.value)).toEqual(['10', '20', '50']);
    expect(limit).toHaveValue('20');
  });

  it('requires a doc type, says so next to the field and moves focus there', async () => {
    const { user, onSubmit } = renderControls();
    await user.click(screen.getByRole('button', { name: 'Go' }));

    const docType = screen.getByRole('combobox', { name: 'Document type' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(docType).toHaveFocus();
    expect(docType).toHaveAttribute('aria-invalid', 'true');
    expect(docType).toHaveAccessibleDescription('Doc type is required');

    await user.selectOptions(docType, 'Hero');
    expect(screen.queryByText('Doc type is required')).toBeNull();
    expect(docType).not.toHaveAttribute('aria-invalid');
  });

  it('submits the chosen values from the keyboard', async () => {
    const { user, onSubmit } = renderControls();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'Rich text');
    await user.type(screen.getByRole('textbox', { name: 'Layout variant' }), 'two-column{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ docType: 'richText', layoutVariant: 'two-column', limit: 20, q: '' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Limit' }), '50');
    await user.type(screen.getByRole('searchbox', { name: 'Name or id' }), 'care');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      docType: 'richText',
      layoutVariant: 'two-column',
      limit: 50,
      q: 'care',
    });
  });

  it('starts from the values it is given', () => {
    renderControls({ docType: 'spacer', layoutVariant: 'compact', limit: 10, q: 'gap' });
    expect(screen.getByRole('searchbox', { name: 'Name or id' })).toHaveValue('gap');
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveDisplayValue('Spacer');
    expect(screen.getByRole('textbox', { name: 'Layout variant' })).toHaveValue('compact');
    expect(screen.getByRole('combobox', { name: 'Limit' })).toHaveValue('10');
  });

  it('has no axe violations, before and after a failed submit', async () => {
    const { user, container } = renderControls();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('applies "View as" and "Force variant / segment" as they change, without Go', async () => {
    const onPersonalisationChange = vi.fn();
    const onSubmit = vi.fn();
    const { user } = renderWithUser(
      <PreviewControls
        docTypes={previewDocTypes()}
        initialValues={{ docType: 'segmentation', layoutVariant: '', limit: 20, q: '' }}
        onSubmit={onSubmit}
        initialPersonalisation={{ audience: 'athlete', testOverride: '' }}
        onPersonalisationChange={onPersonalisationChange}
      />,
    );
    const viewAs = screen.getByRole('combobox', { name: 'View as' }) as HTMLSelectElement;
    expect(viewAs).toHaveDisplayValue('Athlete');
    expect([...viewAs.options].map((option) => option.textContent)).toEqual([
      'Guest (empty cart)',
      'Guest with items in cart',
      'Signed in',
      'Loyalty member',
      'Employee',
      'Athlete',
      'WRANX professional',
      'IPA professional',
    ]);
    // A native select: reached with Tab (jsdom does not move a select's choice with the arrow keys).
    await user.click(screen.getByRole('combobox', { name: 'Limit' }));
    await user.tab();
    expect(viewAs).toHaveFocus();
    await user.selectOptions(viewAs, 'WRANX professional');
    expect(onPersonalisationChange).toHaveBeenLastCalledWith({ audience: 'wranx', testOverride: '' });

    const override = screen.getByRole('textbox', { name: 'Force variant / segment' });
    expect(override).toHaveAccessibleDescription('A segment id (loyalty-loggedin) or a variant id or name');
    await user.type(override, 'v-2');
    expect(onPersonalisationChange).toHaveBeenLastCalledWith({ audience: 'wranx', testOverride: 'v-2' });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
