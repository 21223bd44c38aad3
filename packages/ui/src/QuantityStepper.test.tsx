import { act, render, screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './QuantityStepper';

describe('QuantityStepper', () => {
  it('steps within min and max in the browser and announces each change', async () => {
    const onValueChange = vi.fn();
    const { user, container } = renderWithUser(
      <QuantityStepper
        label="Quantity"
        name="qty"
        defaultValue={1}
        max={3}
        onValueChange={onValueChange}
        statusText={(n) => `Quantity ${n}`}
      />,
    );
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(less).toBeDisabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(more);
    await user.click(more);
    expect(field).toHaveValue(3);
    expect(more).toBeDisabled();
    expect(less).toBeEnabled();
    expect(onValueChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('status')).toHaveTextContent('Quantity 3');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes a typed number', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithUser(
      <QuantityStepper label="Quantity" defaultValue={2} onValueChange={onValueChange} />,
    );
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '4');
    expect(field).toHaveValue(4);
    expect(onValueChange).toHaveBeenLastCalledWith(4);
  });

  it('with server steps, submits the step with its form and announces the quantity the server answers', () => {
    const view = render(
      <form aria-label="Line">
        <QuantityStepper
          label="Quantity"
          name="qty"
          defaultValue={2}
          max={5}
          stepName="step"
          decrementLabel="Decrease quantity of Ridgeline"
          incrementLabel="Increase quantity of Ridgeline"
        />
      </form>,
    );
    const more = screen.getByRole('button', { name: 'Increase quantity of Ridgeline' });
    expect(more).toHaveAttribute('type', 'submit');
    expect(more).toHaveAttribute('name', 'step');
    expect(more).toHaveAttribute('value', '+1');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Ridgeline' })).toHaveAttribute('value', '-1');
    act(() => {
      view.rerender(
        <form aria-label="Line">
          <QuantityStepper label="Quantity" name="qty" defaultValue={3} max={5} stepName="step" />
        </form>,
      );
    });
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    expect(screen.getByRole('status')).toHaveTextContent('3');
  });

  it('leaves the announcement to the page when asked', () => {
    render(<QuantityStepper label="Quantity" defaultValue={1} announce={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error under the field and marks it invalid', async () => {
    const { container } = render(
      <QuantityStepper label="Quantity" id="qty" defaultValue={9} max={5} error="Only 5 left" />,
    );
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Only 5 left');
    expect(await axeViolations(container)).toEqual([]);
  });
});
