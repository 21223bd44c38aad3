import { MegaMenu } from './MegaMenu';
import type { MegaMenuItem } from './megaMenuItemBlockSchema';

/** Props of {@link MegaMenuItemBlock}: one `megaMenuItem` block as the registry parses it. */
export type MegaMenuItemBlockProps = MegaMenuItem & { priority?: boolean | undefined; preview?: boolean | undefined };

/**
 * One `megaMenuItem` drawn on its own (what `BlockRenderer` does with a menu level, e.g. in preview): a menu
 * with that single item, opening on click so an editor can inspect its panel.
 *
 * @example
 * <MegaMenuItemBlock {...megaMenuItemBlockSchema.parse(cmsItem)} />
 */
export function MegaMenuItemBlock({ priority: _priority, preview: _preview, ...item }: MegaMenuItemBlockProps) {
  return <MegaMenu items={[item]} triggerOnClick text={{ navigation: `${item.title} menu` }} />;
}
