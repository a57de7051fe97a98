import { HomePage } from './HomePage';

/** The home area's landing screen is the home page. */
export const Component = HomePage;
