import { useEffect, useRef, useState } from 'react';
import { PREVIEW_BREAKPOINTS, readFrameReport, type FrameRenderMessage } from './frameProtocol';

/** Props of {@link BreakpointFrames}. */
export interface BreakpointFramesProps {
  /** The entry's name, for the frames' titles. */
  name: string;
  /** What each frame draws (sent to it when it is ready, and again whenever it changes). */
  render: Omit<FrameRenderMessage, 'type'>;
}

const GAP = 16;
const TOTAL_WIDTH = PREVIEW_BREAKPOINTS.reduce((sum, { width }) => sum + width, 0);
const INITIAL_HEIGHT = 240;

/**
 * An entry at phone (360 px), tablet (768 px) and desktop (1280 px) width side by side. Each is an iframe of that
 * real width running the tool's `frame.html`, so the block's media queries and the scripts that read the viewport
 * (`matchMedia`: the collection carousel's breakpoint, reduced motion) see a real phone, tablet or desktop window;
 * the three are scaled down together to fit the tool's width (the scale is shown). Each frame grows to its content's
 * height, which it reports.
 *
 * @example
 * <BreakpointFrames name={item.name} render={{ block, audience, testOverride, siteId, locale, storefrontUrl }} />
 */
export function BreakpointFrames({ name, render }: BreakpointFramesProps) {
  const row = useRef<HTMLDivElement>(null);
  const frames = useRef<(HTMLIFrameElement | null)[]>([]);
  const [available, setAvailable] = useState(TOTAL_WIDTH + GAP * 2);
  const [heights, setHeights] = useState<number[]>(() => PREVIEW_BREAKPOINTS.map(() => INITIAL_HEIGHT));
  const renderRef = useRef(render);
  renderRef.current = render;
  const renderKey = JSON.stringify(render);

  // The scale that fits the three widths (and the gaps between them) into the row.
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => setAvailable(element.clientWidth || TOTAL_WIDTH + GAP * 2);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, Math.max(0.1, (available - GAP * (PREVIEW_BREAKPOINTS.length - 1)) / TOTAL_WIDTH));

  const send = (frame: HTMLIFrameElement | null | undefined) => {
    frame?.contentWindow?.postMessage(
      { type: 'switchback:preview-frame-render', ...renderRef.current } satisfies FrameRenderMessage,
      window.location.origin,
    );
  };

  // Frames say when they are ready and how tall their content is; only messages from our own frames count.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const index = frames.current.findIndex((frame) => frame !== null && frame.contentWindow === event.source);
      if (index < 0) return;
      const report = readFrameReport(event.data);
      if (report?.type === 'switchback:preview-frame-ready') send(frames.current[index]);
      else if (report?.type === 'switchback:preview-frame-height') {
        setHeights((current) =>
          current[index] === report.height
            ? current
            : current.map((height, at) => (at === index ? report.height : height)),
        );
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Another audience, override or entry: the frames draw it at once, without loading again.
  useEffect(() => {
    frames.current.forEach(send);
  }, [renderKey]);

  return (
    <div className="preview-breakpoints">
      <p className="preview-breakpoints__scale">Shown at {Math.round(scale * 100)}% of real size.</p>
      <div ref={row} className="preview-breakpoints__row" style={{ gap: GAP }}>
        {PREVIEW_BREAKPOINTS.map(({ id, label, width }, index) => (
          <figure key={id} className="preview-breakpoints__device" data-breakpoint={id}>
            <figcaption>
              {label} · {width} px
            </figcaption>
            <div
              className="preview-breakpoints__viewport"
              style={{ width: width * scale, height: (heights[index] ?? INITIAL_HEIGHT) * scale }}
            >
              <iframe
                ref={(frame) => {
                  frames.current[index] = frame;
                }}
                title={`${name} at ${label.toLowerCase()} width (${width} px)`}
                src={`${import.meta.env.BASE_URL}frame.html`}
                width={width}
                height={heights[index] ?? INITIAL_HEIGHT}
                style={{ width, height: heights[index] ?? INITIAL_HEIGHT, transform: `scale(${scale})` }}
                onLoad={(event) => send(event.currentTarget)}
              />
            </div>
          </figure>
        ))}
      </div>
    </div>
  );
}
