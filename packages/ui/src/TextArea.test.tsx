import { render, screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line text box named by its label and described by its hint', async () => {
    const { container } = render(
      <TextArea label="Gift message" name="giftMessage" maxLength={250} hint="Up to 250 characters." />,
    );
    const box = screen.getByRole('textbox', { name: 'Gift message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('name', 'giftMessage');
    expect(box).toHaveAttribute('rows', '3');
    expect(box).toHaveAccessibleDescription('Up to 250 characters.');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows an error as text, read out with the box, keeps extra descriptions and marks it invalid', async () => {
    const { container } = render(
      <TextArea
        label="Message"
        id="message"
        hint="Be kind"
        error="Keep it under 250 characters"
        aria-describedby="extra"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', 'message-hint message-error extra');
    expect(box.closest('.sb-field')).toHaveClass('sb-field--invalid');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes several lines of typing and marks a required field without changing its name', async () => {
    const { user } = renderWithUser(<TextArea label="Your question" required />);
    const box = screen.getByRole('textbox', { name: 'Your question' });
    expect(box).toBeRequired();
    await user.type(box, 'Does it run small?{enter}Thanks');
    expect(box).toHaveValue('Does it run small?\nThanks');
  });
});
