// Mantine's per-component stylesheets instead of the whole @mantine/core/styles.css, so each
// bundle carries only the CSS of components the pages use. Add a component's file when it is
// first used; the first three must stay first, the component files build on them. The kit's own
// rules for every page (boundaries, focus, an early submit, reflow, motion) come last.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import './field-boundaries.css';
import './focus-ring.css';
import './held-submit.css';
import './reflow.css';
import './reduced-motion.css';
