import { createContext, type ReactElement } from 'react';
import type { IslandName } from './islands';

/** Renders an island's content to HTML on its own, as the browser will hydrate it. */
export type RenderIsland = (name: IslandName, content: ReactElement) => string;

/**
 * Set only while prerendering: the server renders each island apart from its page, so that the
 * browser can hydrate the island alone. Elsewhere (the dev server, component tests) islands
 * render in place.
 */
export const IslandRendererContext = createContext<RenderIsland | undefined>(undefined);
