import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { expect } from 'storybook/test';

// The tables read the tokens from the loaded stylesheet itself, so they can never drift from styles.css.
function readTokens(prefix: string): [name: string, value: string][] {
  const tokens: [string, string][] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a cross-origin stylesheet
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ':root') continue;
      for (const name of Array.from(rule.style)) {
        if (name.startsWith(prefix)) tokens.push([name, rule.style.getPropertyValue(name).trim()]);
      }
    }
  }
  return tokens;
}

function useTokens(prefix: string) {
  const [tokens, setTokens] = useState<[string, string][]>([]);
  useEffect(() => setTokens(readTokens(prefix)), [prefix]);
  return tokens;
}

const table: CSSProperties = { borderCollapse: 'collapse', fontFamily: 'var(--sb-font-family-body)', width: '100%' };
const cell: CSSProperties = { padding: '0.5rem 0.75rem', borderBottom: '1px solid var(--sb-color-border)', textAlign: 'start' };

function TokenTable({ prefix, caption, sample }: { prefix: string; caption: string; sample: (name: string, value: string) => ReactNode }) {
  const tokens = useTokens(prefix);
  return (
    <table style={table}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBottom: '0.5rem' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Token
          </th>
          <th scope="col" style={cell}>
            Value
          </th>
          <th scope="col" style={cell}>
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
            <td style={cell}>{sample(name, value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'UI/Design tokens',
  tags: ['!autodocs'],
  component: TokenTable,
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  args: {
    prefix: '--sb-color-',
    caption: 'Semantic colours',
    sample: (name) => (
      <span
        aria-hidden="true"
        style={{ display: 'inline-block', width: '3rem', height: '1.5rem', border: '1px solid var(--sb-color-border)', borderRadius: 'var(--sb-radius-sm)', background: `var(${name})` }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('--sb-color-text')).toBeInTheDocument();
  },
};

export const Spacing: Story = {
  args: {
    prefix: '--sb-space-',
    caption: 'Spacing (4px grid)',
    sample: (name) => <span aria-hidden="true" style={{ display: 'inline-block', height: '0.75rem', width: `var(${name})`, background: 'var(--sb-color-brand)' }} />,
  },
};

export const TypeScale: Story = {
  args: {
    prefix: '--sb-font-size-',
    caption: 'Type scale',
    sample: (name) => <span style={{ fontSize: `var(${name})`, lineHeight: 'var(--sb-line-height-tight)' }}>Trail-tested</span>,
  },
};

export const Radii: Story = {
  args: {
    prefix: '--sb-radius-',
    caption: 'Corner radii',
    sample: (name) => (
      <span aria-hidden="true" style={{ display: 'inline-block', width: '3rem', height: '2rem', borderRadius: `var(${name})`, background: 'var(--sb-color-brand-subtle)', border: '2px solid var(--sb-color-brand)' }} />
    ),
  },
};

export const Breakpoints: Story = {
  args: {
    prefix: '--sb-breakpoint-',
    caption: 'Breakpoints (documentation: media queries repeat these literals)',
    sample: (_name, value) => <code>{`@media (min-width: ${value})`}</code>,
  },
};
