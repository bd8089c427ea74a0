import { VisuallyHidden } from '@mantine/core';
import { useContext, type ComponentType } from 'react';
import { useI18n } from '../i18n/useI18n';
import { EARLY_FAILURE_ATTRIBUTE, EARLY_STATUS_ATTRIBUTE, HYDRATED_ATTRIBUTE, ISLAND_HYDRATION, type IslandName } from './islands';
import { IslandRendererContext } from './IslandRenderer';

export interface IslandProps {
  name: IslandName;
  /** What the island shows: the same component its loader in island-loaders.ts brings to life. */
  component: ComponentType;
}

/**
 * A part of the page that its own code takes over, on its own schedule (islands.ts); the rest of the
 * page stays HTML. Beside it, outside what React takes over, a status region that the page's small
 * script fills when a form in it is sent before the code has arrived (start-after-paint.ts), or when
 * the code cannot be loaded (start-after-paint.ts too): in the page from the start, so that screen readers
 * announce its text.
 */
export function Island({ name, component: Content }: IslandProps) {
  const { LL } = useI18n();
  const renderIsland = useContext(IslandRendererContext);
  const attributes = { 'data-island': name, 'data-hydrate': ISLAND_HYDRATION[name] };
  const earlyStatus = <VisuallyHidden role="status" {...{ [EARLY_STATUS_ATTRIBUTE]: LL.widgets.button.loading(), [EARLY_FAILURE_ATTRIBUTE]: LL.widgets.island.failed() }} />;
  if (!renderIsland) {
    // Rendered in place, on the dev server and in component tests: live from the start.
    return (
      <>
        <div {...attributes} {...{ [HYDRATED_ATTRIBUTE]: '' }}>
          <Content />
        </div>
        {earlyStatus}
      </>
    );
  }
  return (
    <>
      <div {...attributes} dangerouslySetInnerHTML={{ __html: renderIsland(name, <Content />) }} />
      {earlyStatus}
    </>
  );
}
