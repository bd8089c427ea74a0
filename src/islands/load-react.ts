// Imported first when an island starts (start-islands.ts), so that React is evaluated in a task of its own.
export { hydrateRoot } from 'react-dom/client';
