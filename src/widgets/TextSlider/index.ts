export { TextSlider, type TextSliderProps } from './TextSlider';
