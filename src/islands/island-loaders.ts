import type { ComponentType } from 'react';
import type { IslandName } from './islands';

/** Each island's code, a chunk of its own: the component the page renders in its <Island>. */
export const ISLAND_LOADERS: Record<IslandName, () => Promise<ComponentType>> = {
  login: () => import('../login/LoginIsland').then((module) => module.LoginIsland),
  'footer-signup': () => import('../newsletter/signup-islands').then((module) => module.FooterSignupIsland),
  'signup-page': () => import('../newsletter/signup-islands').then((module) => module.SignupPageIsland),
  'confirmation-signup': () => import('../newsletter/signup-islands').then((module) => module.LinkInvalidSignupIsland),
};
