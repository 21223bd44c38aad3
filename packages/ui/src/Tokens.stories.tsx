import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { contrastPairs } from './contrastPairs';
import { contrastRatio } from './contrastRatio';

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
const cell: CSSProperties = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid var(--sb-color-border)',
  textAlign: 'start',
};

function TokenTable({
  prefix,
  caption,
  sample,
}: {
  prefix: string;
  caption: string;
  sample: (name: string, value: string) => ReactNode;
}) {
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
        style={{
          display: 'inline-block',
          width: '3rem',
          height: '1.5rem',
          border: '1px solid var(--sb-color-border)',
          borderRadius: 'var(--sb-radius-sm)',
          background: `var(${name})`,
        }}
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
    sample: (name) => (
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          height: '0.75rem',
          width: `var(${name})`,
          background: 'var(--sb-color-brand)',
        }}
      />
    ),
  },
};

export const TypeScale: Story = {
  args: {
    prefix: '--sb-font-size-',
    caption: 'Type scale',
    sample: (name) => (
      <span style={{ fontSize: `var(${name})`, lineHeight: 'var(--sb-line-height-tight)' }}>Trail-tested</span>
    ),
  },
};

export const Radii: Story = {
  args: {
    prefix: '--sb-radius-',
    caption: 'Corner radii',
    sample: (name) => (
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: '3rem',
          height: '2rem',
          borderRadius: `var(${name})`,
          background: 'var(--sb-color-brand-subtle)',
          border: '2px solid var(--sb-color-brand)',
        }}
      />
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

export const Shadows: Story = {
  args: {
    prefix: '--sb-shadow-',
    caption: 'Shadows (raised: cards; overlay: dialogs and drawers)',
    sample: (name) => (
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: '4rem',
          height: '2.5rem',
          margin: '0.5rem',
          borderRadius: 'var(--sb-radius-md)',
          background: 'var(--sb-color-surface)',
          boxShadow: `var(${name})`,
        }}
      />
    ),
  },
};

/** Hover a sample to see the duration; under prefers-reduced-motion every duration is 0ms. */
export const Durations: Story = {
  args: {
    prefix: '--sb-duration-',
    caption: 'Motion: durations (0ms under prefers-reduced-motion)',
    sample: (name) => (
      <span aria-hidden="true" className="sb-token-motion" style={{ transitionDuration: `var(${name})` }} />
    ),
  },
  decorators: [
    (Story) => (
      <>
        <style>{motionSampleCss}</style>
        <Story />
      </>
    ),
  ],
};

export const Easings: Story = {
  args: {
    prefix: '--sb-easing-',
    caption: 'Motion: easings (standard: state changes; enter: arriving; exit: leaving)',
    sample: (name) => (
      <span
        aria-hidden="true"
        className="sb-token-motion"
        style={{ transitionTimingFunction: `var(${name})`, transitionDuration: 'var(--sb-duration-slow)' }}
      />
    ),
  },
  decorators: [
    (Story) => (
      <>
        <style>{motionSampleCss}</style>
        <Story />
      </>
    ),
  ],
};

const motionSampleCss = `
.sb-token-motion { display: inline-block; width: 8rem; height: 1rem; border-radius: var(--sb-radius-pill); background: var(--sb-color-surface-muted); position: relative; }
.sb-token-motion::after { content: ''; position: absolute; inset-block: 0; inset-inline-start: 0; width: 1rem; border-radius: 50%; background: var(--sb-color-brand); transition: inherit; transition-property: inset-inline-start; }
tr:hover .sb-token-motion::after { inset-inline-start: 7rem; }
`;

export const FontWeights: Story = {
  args: {
    prefix: '--sb-font-weight-',
    caption: 'Font weights',
    sample: (name) => <span style={{ fontWeight: `var(${name})` }}>Trail-tested</span>,
  },
};

function resolvedColour(name: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value.toLowerCase();
}

function ContrastTable() {
  const [rows, setRows] = useState<{ fg: string; bg: string; min: number; use: string; ratio: number }[]>([]);
  useEffect(() => {
    setRows(
      contrastPairs.map((pair) => ({
        ...pair,
        ratio: contrastRatio(resolvedColour(pair.fg), resolvedColour(pair.bg)),
      })),
    );
  }, []);
  return (
    <table style={table}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBottom: '0.5rem' }}>
        Contrast pairs: text ≥ 4.5:1, control outlines and focus ring ≥ 3:1 (checked by contrastPairs.test.ts)
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Sample
          </th>
          <th scope="col" style={cell}>
            Foreground on background
          </th>
          <th scope="col" style={cell}>
            Use
          </th>
          <th scope="col" style={cell}>
            Ratio
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ fg, bg, min, use, ratio }) => (
          <tr key={`${fg} ${bg}`}>
            <td style={cell}>
              {min === 3 ? (
                <span
                  style={{
                    display: 'inline-block',
                    padding: '0.25rem 0.75rem',
                    background: `var(${bg})`,
                    border: `2px solid var(${fg})`,
                    borderRadius: 'var(--sb-radius-sm)',
                    color: 'var(--sb-color-text)',
                  }}
                >
                  Aa
                </span>
              ) : (
                <span
                  style={{
                    display: 'inline-block',
                    padding: '0.25rem 0.75rem',
                    background: `var(${bg})`,
                    color: `var(${fg})`,
                    borderRadius: 'var(--sb-radius-sm)',
                  }}
                >
                  Aa
                </span>
              )}
            </td>
            <td style={cell}>
              <code>{fg}</code> on <code>{bg}</code>
            </td>
            <td style={cell}>{use}</td>
            <td style={cell}>
              {ratio.toFixed(2)}:1 (min {min}:1)
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every documented foreground/background pair with its computed WCAG contrast. */
export const ContrastPairs: Story = {
  args: { prefix: '--sb-color-', caption: '', sample: () => null },
  render: () => <ContrastTable />,
  play: async ({ canvas }) => {
    const rows = await canvas.findAllByText(/:1 \(min/);
    await expect(rows.length).toBe(contrastPairs.length);
    for (const row of rows) {
      const [ratio, min] = [...row.textContent!.matchAll(/([\d.]+):1/g)].map((match) => Number(match[1]));
      await expect(ratio).toBeGreaterThanOrEqual(min!);
    }
  },
};
