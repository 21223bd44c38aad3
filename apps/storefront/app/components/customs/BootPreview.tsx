/**
 * The customiser's live preview: a drawn boot in the page's colour with the initials stitched on the heel or the
 * tongue in the thread colour, and the laces in their colour (the boot's own dark laces for the original ones).
 * One image to assistive technology, named by `label` (what it shows, in words).
 *
 * @example
 * <BootPreview label="Your boot with the initials AB in Gold on the heel" initials="AB" bootHex="#6b4f3a" threadHex="#c9a227" laceHex={null} placement="heel" />
 */
export function BootPreview({
  label,
  initials,
  bootHex,
  threadHex,
  laceHex,
  placement,
}: {
  label: string;
  initials: string;
  bootHex: string | null;
  threadHex: string | null;
  laceHex: string | null;
  placement: 'heel' | 'tongue';
}) {
  const thread = threadHex ?? '#ffffff';
  // Light thread gets a dark outline and dark thread a light one, so the initials read on any boot colour.
  const outline = /^#(?:[def][0-9a-f]|[c-f][c-f])/i.test(thread) ? '#1c1c1c' : '#ffffff';
  const text = placement === 'heel' ? { x: 86, y: 112, size: 22 } : { x: 172, y: 52, size: 16 };
  return (
    <svg
      className="customiser__boot"
      viewBox="0 0 320 200"
      role="img"
      aria-label={label}
      data-testid="customs-preview"
      data-initials={initials}
      data-placement={placement}
    >
      <rect x="28" y="162" width="268" height="20" rx="8" fill="#2b2b2b" />
      <path
        d="M58 164 L58 52 Q58 28 84 28 L150 28 Q166 28 168 44 L176 96 Q182 112 204 118 L272 134 Q296 140 294 164 Z"
        fill={bootHex ?? '#6b4f3a'}
        stroke="#1c1c1c"
        strokeWidth="2"
      />
      <path d="M150 30 L160 12 Q176 8 184 20 L182 44 Z" fill={bootHex ?? '#6b4f3a'} stroke="#1c1c1c" strokeWidth="2" />
      <g stroke={laceHex ?? '#3b2a1e'} strokeWidth="4" strokeLinecap="round">
        <path d="M164 50 L184 58 M166 64 L188 72 M170 78 L194 86 M174 92 L200 102 M180 106 L210 116" />
      </g>
      {initials ? (
        <text
          x={text.x}
          y={text.y}
          fontSize={text.size}
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
          letterSpacing="2"
          fill={thread}
          stroke={outline}
          strokeWidth="0.8"
          paintOrder="stroke"
          textAnchor="middle"
        >
          {initials}
        </text>
      ) : null}
    </svg>
  );
}
