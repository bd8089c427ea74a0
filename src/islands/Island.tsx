import { useContext, type ComponentType } from 'react';
import { ISLAND_HYDRATION, type IslandName } from './islands';
import { IslandRendererContext } from './IslandRenderer';

export interface IslandProps {
  name: IslandName;
  /** What the island shows: the same component its loader in island-loaders.ts brings to life. */
  component: ComponentType;
}

/** A part of the page that its own code takes over, on its own schedule (islands.ts); the rest of the page stays HTML. */
export function Island({ name, component: Content }: IslandProps) {
  const renderIsland = useContext(IslandRendererContext);
  const attributes = { 'data-island': name, 'data-hydrate': ISLAND_HYDRATION[name] };
  if (!renderIsland) {
    return (
      <div {...attributes}>
        <Content />
      </div>
    );
  }
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: renderIsland(name, <Content />) }} />;
}
