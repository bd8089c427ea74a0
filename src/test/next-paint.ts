import { act } from '@testing-library/react';
import { afterNextPaint } from '../widgets/dom/after-next-paint';

/** Waits until what an event put off until after its next paint (a form's submit) has run and rendered. */
export const nextPaint = () => act(() => afterNextPaint());
